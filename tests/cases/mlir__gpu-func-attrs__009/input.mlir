
module attributes {gpu.container_module} {
  func.func @j(%c: index) {
    // expected-error@+1 {{'gpu.launch_func' op kernel function is missing the 'gpu.kernel' attribute}}
    gpu.launch_func @k::@f blocks in (%c, %c, %c) threads in (%c, %c, %c)
    return
  }
  gpu.module @k { gpu.func @f() { gpu.return } }
}
