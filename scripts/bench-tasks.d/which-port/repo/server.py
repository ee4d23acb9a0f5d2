from http.server import HTTPServer, SimpleHTTPRequestHandler

from settings import HOST, PORT


def serve():
    HTTPServer((HOST, PORT), SimpleHTTPRequestHandler).serve_forever()


if __name__ == "__main__":
    serve()
