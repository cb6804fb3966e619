//! What the computers' threads ask of the operating system: a lower
//! priority than the runtime's (acknowledging, playing a person's move and
//! drawing boards come first), and the CPU time a thread used, which the
//! per-server cap counts. On Linux only; elsewhere the threads keep the
//! usual priority and wall time stands in for CPU time.

use std::time::{Duration, Instant};

/// How much nicer the computers' threads are than the rest of the process.
#[cfg(target_os = "linux")]
const NICER_BY: libc::c_int = 10;

/// Lowers the calling thread's priority (on Linux a thread has its own nice value).
pub fn lower_this_threads_priority() {
    #[cfg(target_os = "linux")]
    {
        // SAFETY: plain system calls on the calling thread (who 0), with
        // no pointers; a failure only leaves the priority as it was.
        let now = unsafe { libc::getpriority(libc::PRIO_PROCESS, 0) };
        let done = unsafe { libc::setpriority(libc::PRIO_PROCESS, 0, now.saturating_add(NICER_BY).min(19)) };
        if done != 0 {
            tracing::debug!(error = %std::io::Error::last_os_error(), "could not lower a computer thread's priority");
        }
    }
}

/// A stopwatch of the calling thread's CPU time.
pub struct CpuTimer {
    #[cfg(target_os = "linux")]
    cpu: Duration,
    wall: Instant,
}

impl CpuTimer {
    pub fn start() -> CpuTimer {
        CpuTimer {
            #[cfg(target_os = "linux")]
            cpu: thread_cpu_time(),
            wall: Instant::now(),
        }
    }

    /// The CPU time this thread used since `start` (wall time without a way to tell).
    pub fn elapsed(&self) -> Duration {
        #[cfg(target_os = "linux")]
        {
            let _ = self.wall;
            thread_cpu_time().saturating_sub(self.cpu)
        }
        #[cfg(not(target_os = "linux"))]
        {
            self.wall.elapsed()
        }
    }
}

#[cfg(target_os = "linux")]
fn thread_cpu_time() -> Duration {
    let mut now = libc::timespec { tv_sec: 0, tv_nsec: 0 };
    // SAFETY: `now` is a valid timespec the call writes into.
    if unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut now) } != 0 {
        return Duration::ZERO;
    }
    Duration::new(now.tv_sec as u64, now.tv_nsec as u32)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn busy_work_counts_and_sleep_does_not() {
        let timer = CpuTimer::start();
        let mut x = 0u64;
        let spin = Instant::now();
        while spin.elapsed() < Duration::from_millis(50) {
            x = std::hint::black_box(x.wrapping_mul(31).wrapping_add(7));
        }
        let busy = timer.elapsed();
        // (A loaded machine may give the spin less than its wall time.)
        assert!(busy > Duration::ZERO && busy <= spin.elapsed() + Duration::from_millis(5), "{busy:?}");
        #[cfg(target_os = "linux")]
        {
            let timer = CpuTimer::start();
            std::thread::sleep(Duration::from_millis(100));
            assert!(timer.elapsed() < Duration::from_millis(50), "{:?}", timer.elapsed());
        }
    }
}
