"""The site's own pages: the home page (the user's to-do list), sign-up and the password reset request, the health
check, and the site's deployment checks. It may read every app."""
