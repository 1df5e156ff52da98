"""Serves a built site on loopback for Scripts/integration/check-site: Python's http.server, plus a
"LinkChecker" response header.

linkchecker throttles every host to one request per 0.1-0.6 s, under a lock shared by all its
threads, whatever maxrequestspersecond says, unless the server sends that header (linkchecker's
documented opt-in for rates above 10 a second). Without it the link check spends most of its
time asleep. The files are served exactly as `python -m http.server` serves them.
Usage: serve-site.py PORT DIR
"""
import functools
import http.server
import sys


class Handler(http.server.SimpleHTTPRequestHandler):
    def end_headers(self):
        self.send_header("LinkChecker", "1")
        super().end_headers()

    def log_message(self, format, *args):
        pass


port, root = int(sys.argv[1]), sys.argv[2]
http.server.ThreadingHTTPServer.allow_reuse_address = True
with http.server.ThreadingHTTPServer(
    ("127.0.0.1", port), functools.partial(Handler, directory=root)
) as server:
    server.serve_forever()
