
module attributes {gpu.container_module} {
  func.func @no_container(%sz : index) {
    // expected-error@+1 {{kernel container 'nope' is undefined}}
    gpu.launch_func @nope::@k blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    return
  }
}

