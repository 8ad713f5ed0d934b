from django.urls import path

from . import views

app_name = "scheduling"

urlpatterns = [
    path("<slug:slug>/fixtures/<int:pk>/schedule/", views.schedule_page, name="page"),
    path("<slug:slug>/fixtures/<int:pk>/schedule/propose/", views.propose, name="propose"),
    path("<slug:slug>/fixtures/<int:pk>/schedule/accept/", views.accept, name="accept"),
    path("<slug:slug>/fixtures/<int:pk>/schedule/withdraw/", views.withdraw, name="withdraw"),
    path("<slug:slug>/fixtures/<int:pk>/schedule/forfeit/", views.forfeit, name="forfeit"),
    path("<slug:slug>/deadlines/", views.deadlines, name="deadlines"),
    path("<slug:slug>/deadlines/<int:number>/clear/", views.deadline_clear, name="deadline_clear"),
]
