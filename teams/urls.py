from django.urls import path

from . import redraft_views, views

app_name = "teams"

urlpatterns = [
    path("new/", views.draft_team, name="draft"),
    path("import/", views.team_import, name="import"),
    path("<int:pk>/", views.team_detail, name="detail"),
    path("<int:pk>/hire/", views.team_hire, name="hire"),
    path("<int:pk>/players/<int:player_id>/fire/", views.team_fire, name="fire"),
    path("<int:pk>/staff/<str:kind>/", views.team_buy_staff, name="buy_staff"),
    path("<int:pk>/correct/", views.team_correct, name="correct"),
    path("<int:pk>/players/<int:player_id>/correct/", views.player_correct, name="correct_player"),
    path("<int:pk>/export.json", views.team_export, name="export"),
    path("<int:pk>/redraft/", redraft_views.team_redraft, name="redraft"),
    path("<int:pk>/sheet/", views.team_sheet, name="sheet"),
    path("<int:pk>/sheet.pdf", views.team_sheet_pdf, name="sheet_pdf"),
]
