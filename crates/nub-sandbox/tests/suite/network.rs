//! The network settings: off (unix sockets only), loopback (checked by
//! nub's supervisor), on.

use std::io::Read;
use std::net::TcpListener;
use std::time::Duration;

use nub_sandbox::{Mode, Network};

use super::{have, world};

/// Connects to 127.0.0.1:`port` from python inside the sandbox and
/// reports whether a connection arrived at the test's listener.
fn loopback_reached(network: Network) -> Option<(bool, String)> {
    let w = world(Mode::WorkspaceWrite, network, &[])?;
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    listener.set_nonblocking(true).unwrap();
    let port = listener.local_addr().unwrap().port();
    let ran = w.run(&format!(
        "python3 -c 'import socket; s = socket.create_connection((\"127.0.0.1\", {port}), timeout=5); s.sendall(b\"hello\"); s.close()'; \
         echo hi > /dev/tcp/127.0.0.1/{port}; echo end"
    ));
    std::thread::sleep(Duration::from_millis(100));
    let mut arrived = false;
    while let Ok((mut stream, _)) = listener.accept() {
        let mut text = String::new();
        let _ = stream.set_nonblocking(false);
        let _ = stream.set_read_timeout(Some(Duration::from_secs(2)));
        let _ = stream.read_to_string(&mut text);
        arrived |= text.contains("hello") || text.contains("hi");
    }
    Some((arrived, ran.output))
}

#[test]
fn network_off_reaches_nothing_not_even_loopback() {
    if !have("python3") {
        return;
    }
    let Some((arrived, output)) = loopback_reached(Network::Off) else { return };
    assert!(!arrived, "{output}");
    let Some(w) = world(Mode::WorkspaceWrite, Network::Off, &[]) else { return };
    let ran = w.run("getent hosts example.com || python3 -c 'import socket; socket.getaddrinfo(\"example.com\", 80)'");
    let note = nub_sandbox::explain(w.sandbox.policy(), &ran.output, ran.code).unwrap_or_default();
    assert!(note.starts_with("network is disabled in the sandbox"), "{}\n{note}", ran.output);
}

#[test]
fn loopback_reaches_a_local_listener_and_nothing_else() {
    if !have("python3") {
        return;
    }
    let Some((arrived, output)) = loopback_reached(Network::Loopback) else { return };
    assert!(arrived, "{output}");
    let Some(w) = world(Mode::WorkspaceWrite, Network::Loopback, &["~/agent"]) else { return };
    let hidden = w.home.join("agent/sock");
    let _hidden_listener = std::os::unix::net::UnixListener::bind(&hidden).unwrap();
    let script = format!(
        r#"python3 - <<'EOF'
import socket, errno
def attempt(name, make):
    try:
        print(name, make())
    except OSError as e:
        print(name, 'refused', errno.errorcode.get(e.errno, e.errno))
def outside():
    s = socket.socket(); s.settimeout(3); s.connect(('10.255.255.1', 80)); return 'CONNECTED'
def udp():
    socket.socket(socket.AF_INET, socket.SOCK_DGRAM); return 'OPENED'
def wildcard():
    s = socket.socket(); s.bind(('0.0.0.0', 0)); return s.getsockname()[0]
def unbound_listen():
    s = socket.socket(); s.listen(); return s.getsockname()[0]
def unix_here():
    srv = socket.socket(socket.AF_UNIX); srv.bind('here.sock'); srv.listen()
    c = socket.socket(socket.AF_UNIX); c.connect('{repo}/here.sock'); return 'unix-ok'
def hidden():
    c = socket.socket(socket.AF_UNIX); c.connect('{hidden}'); return 'CONNECTED'
def abstract():
    c = socket.socket(socket.AF_UNIX); c.connect('\0nub-test-nothing'); return 'CONNECTED'
for name, make in [('outside', outside), ('udp', udp), ('wildcard', wildcard), ('listen', unbound_listen), ('unix', unix_here), ('hidden', hidden), ('abstract', abstract)]:
    attempt(name, make)
EOF"#,
        repo = w.repo.display(),
        hidden = hidden.display()
    );
    let ran = w.run(&script);
    for expected in [
        "outside refused ENETUNREACH",
        "udp refused EACCES",
        "wildcard 127.0.0.1",
        "listen 127.0.0.1",
        "unix unix-ok",
        "abstract refused",
    ] {
        assert!(ran.output.contains(expected), "{expected}:\n{}", ran.output);
    }
    assert!(!ran.output.contains("CONNECTED") && !ran.output.contains("OPENED"), "{}", ran.output);
    assert!(ran.output.contains("hidden refused"), "{}", ran.output);
}

#[test]
fn network_on_is_not_restricted() {
    if !have("python3") {
        return;
    }
    let Some((arrived, output)) = loopback_reached(Network::On) else { return };
    assert!(arrived, "{output}");
}
