"""Prints every pending label job in the spool folder, oldest first."""
from labelconf import JOB_RETRIES, PRINTER_HOST, PRINTER_PORT, SOCKET_TIMEOUT, SPOOL_DIR
from sender import send_job


def pending(spool=SPOOL_DIR):
    return sorted(spool.glob("*.zpl"), key=lambda p: p.stat().st_mtime)


def drain(spool=SPOOL_DIR):
    done, failed = 0, 0
    for job in pending(spool):
        try:
            send_job(job.read_bytes(), PRINTER_HOST, PRINTER_PORT, JOB_RETRIES, SOCKET_TIMEOUT)
        except OSError:
            job.rename(job.with_suffix(".failed"))
            failed += 1
        else:
            job.unlink()
            done += 1
    return done, failed


if __name__ == "__main__":
    print("printed %d, failed %d" % drain())
