import configparser

config = configparser.ConfigParser()
config.read("app.ini")
TIMEOUT = config.getint("server", "timeout")
