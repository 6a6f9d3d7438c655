module {
  func.func @barriers() {
    gpu.barrier
    gpu.barrier
    gpu.barrier
    "test.x"() : () -> ()
    gpu.barrier
    return
  }
}

