import pytest

from config.celery import ping


@pytest.mark.worker
@pytest.mark.django_db(transaction=True)
def test_a_task_goes_through_the_broker_to_a_real_worker(celery_worker):
    result = ping.delay()
    assert result.get(timeout=20) == "pong"
    assert result.successful()


@pytest.mark.django_db
def test_without_a_broker_tasks_run_eagerly_in_process():
    assert ping.delay().get(timeout=1) == "pong"
