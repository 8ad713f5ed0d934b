"""The API's endpoints by subject: ``leagues`` (leagues, seasons, standings, fixtures and results), ``teams``
(teams with their rosters), ``records`` (team and player records, the leaders) and ``events`` (events, rounds and
pairings, standings, awards). Each fetches through ``api.access`` and reads through the apps' selectors."""
