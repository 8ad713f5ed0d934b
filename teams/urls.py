from django.urls import path

from .views import corrections, draft, files, redraft, roster, sheets

app_name = "teams"

urlpatterns = [
    path("new/", draft.draft_team, name="draft"),
    path("import/", files.team_import, name="import"),
    path("<int:pk>/", roster.team_detail, name="detail"),
    path("<int:pk>/hire/", roster.team_hire, name="hire"),
    path("<int:pk>/players/<int:player_id>/fire/", roster.team_fire, name="fire"),
    path("<int:pk>/staff/<str:kind>/", roster.team_buy_staff, name="buy_staff"),
    path("<int:pk>/correct/", corrections.team_correct, name="correct"),
    path("<int:pk>/players/<int:player_id>/correct/", corrections.player_correct, name="correct_player"),
    path("<int:pk>/export.json", files.team_export, name="export"),
    path("<int:pk>/redraft/", redraft.team_redraft, name="redraft"),
    path("<int:pk>/sheet/", sheets.team_sheet, name="sheet"),
    path("<int:pk>/sheet.pdf", sheets.team_sheet_pdf, name="sheet_pdf"),
    path("<int:pk>/rerolls/buy/", roster.team_buy_reroll, name="buy_reroll"),
]
