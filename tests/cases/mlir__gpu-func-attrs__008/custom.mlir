module {
  func.func @i() attributes {gpu.kernel = 1 : i64} {
    return
  }
}

