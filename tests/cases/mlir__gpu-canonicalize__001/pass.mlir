module {
  func.func @barriers() {
    gpu.barrier
    "test.x"() : () -> ()
    gpu.barrier
    return
  }
}

