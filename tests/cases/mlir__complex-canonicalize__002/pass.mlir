module {
  func.func @parts_of_create(%arg0: f64, %arg1: f64) -> (f64, f64) {
    return %arg0, %arg1 : f64, f64
  }
}

