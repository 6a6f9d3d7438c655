module {
  func.func @poison_uniqued() -> (i32, i32, f32) {
    %0 = ub.poison : f32
    %1 = ub.poison : i32
    "test.before"() : () -> ()
    return %1, %1, %0 : i32, i32, f32
  }
}

