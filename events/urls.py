from django.urls import path

from . import views

app_name = "events"

urlpatterns = [
    path("", views.event_index, name="index"),
    path("new/", views.event_create, name="create"),
    path("<slug:slug>/", views.event_detail, name="detail"),
    path("<slug:slug>/screen/", views.event_screen, name="screen"),
    path("<slug:slug>/naf.xml", views.event_naf, name="naf"),
    path("<slug:slug>/rounds/next/", views.round_next, name="round_next"),
    path("<slug:slug>/rounds/swap/", views.round_swap, name="swap"),
    path("<slug:slug>/rounds/<int:number>/slips/", views.round_slips, name="slips"),
    path("<slug:slug>/rounds/<int:number>/tables/", views.round_tables, name="tables"),
    path("<slug:slug>/awards/", views.award_give, name="award"),
    path("<slug:slug>/knockout/", views.knockout_chart, name="knockout"),
    path("<slug:slug>/rosters/", views.rosters_book, name="rosters"),
    path("<slug:slug>/rosters.pdf", views.rosters_book, name="rosters_pdf"),
    path("<slug:slug>/register/", views.event_register, name="register"),
    path("<slug:slug>/coaches/<int:pk>/approve/", views.registration_decide, {"approve": True}, name="approve"),
    path("<slug:slug>/coaches/<int:pk>/reject/", views.registration_decide, {"approve": False}, name="reject"),
    path("<slug:slug>/games/<int:pk>/result/", views.game_result, name="result"),
    path("<slug:slug>/games/<int:pk>/confirm/", views.game_confirm, name="confirm"),
]
