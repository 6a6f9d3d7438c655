module {
  func.func @func_noop() {
    return
  }
  func.func @inline_into_affine_ops() {
    affine.for %arg0 = 1 to 10 {
    }
    return
  }
}

