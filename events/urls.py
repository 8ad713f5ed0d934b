from django.urls import path

from .views import desk, events, registration, results, rosters, rounds

app_name = "events"

urlpatterns = [
    path("", events.event_index, name="index"),
    path("new/", events.event_create, name="create"),
    path("<slug:slug>/", events.event_detail, name="detail"),
    path("<slug:slug>/screen/", events.event_screen, name="screen"),
    path("<slug:slug>/naf.xml", rosters.event_naf, name="naf"),
    path("<slug:slug>/naf/", rosters.naf_check, name="naf_check"),
    path("<slug:slug>/rounds/next/", rounds.round_next, name="round_next"),
    path("<slug:slug>/rounds/swap/", rounds.round_swap, name="swap"),
    path("<slug:slug>/rounds/<int:number>/slips/", rounds.round_slips, name="slips"),
    path("<slug:slug>/rounds/<int:number>/tables/", rounds.round_tables, name="tables"),
    path("<slug:slug>/awards/", events.award_give, name="award"),
    path("<slug:slug>/knockout/", events.knockout_chart, name="knockout"),
    path("<slug:slug>/rosters/", rosters.rosters_book, name="rosters"),
    path("<slug:slug>/rosters.pdf", rosters.rosters_book, name="rosters_pdf"),
    path("<slug:slug>/register/", registration.event_register, name="register"),
    path("<slug:slug>/coaches/<int:pk>/approve/", registration.registration_decide, {"approve": True}, name="approve"),
    path("<slug:slug>/coaches/<int:pk>/reject/", registration.registration_decide, {"approve": False}, name="reject"),
    path("<slug:slug>/games/<int:pk>/result/", results.game_result, name="result"),
    path("<slug:slug>/games/<int:pk>/confirm/", results.game_confirm, name="confirm"),
    path("<slug:slug>/games/<int:pk>/dispute/", results.game_dispute, name="dispute"),
    path("<slug:slug>/games/<int:pk>/correct/", results.game_correct, name="correct"),
    path("<slug:slug>/register/roster/", registration.registration_resubmit, name="resubmit"),
    path("<slug:slug>/register/withdraw/", registration.registration_withdraw, name="withdraw"),
    path("<slug:slug>/coaches/", desk.registration_desk, name="desk"),
    path("<slug:slug>/coaches/<int:pk>/mark/", desk.registration_mark, name="mark"),
    path("<slug:slug>/coaches/<int:pk>/spare/", desk.spare_name, name="spare"),
    path("<slug:slug>/coaches/<int:pk>/drop/", desk.registration_drop, name="drop"),
    path("<slug:slug>/coaches/<int:pk>/replace/", desk.registration_replace, name="replace"),
]
