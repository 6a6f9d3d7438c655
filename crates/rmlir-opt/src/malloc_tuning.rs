//! The system allocator's tuning for a tool that builds a large IR on
//! several threads at once.
//!
//! glibc grows each thread's arena a little at a time (`M_TOP_PAD`, 128 KiB
//! by default) and changes the process's memory mappings at every step. A
//! module of a million ops takes thousands of steps, each holding the
//! kernel's mapping lock that the other threads' page faults wait on: a
//! tenth of the CPU time of reading such a module went to the kernel.
//! Growing by 64 MiB makes the steps rare; the part of a step never
//! touched costs no memory.

/// Sets the allocator's parameters; call before starting other threads.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
pub fn tune() {
    // SAFETY: `mallopt` only sets a parameter of glibc's allocator, which
    // is the process's allocator here (rmlir-opt installs no other), and
    // is called before any other thread of the process exists.
    unsafe {
        libc::mallopt(libc::M_TOP_PAD, 64 << 20);
    }
}

/// Other allocators keep their defaults.
#[cfg(not(all(target_os = "linux", target_env = "gnu")))]
pub fn tune() {}
