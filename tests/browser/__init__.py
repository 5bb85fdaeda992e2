"""Browser test helpers: build the site once, serve it on 127.0.0.1, drive Chromium."""
