module {
  func.func @poison_uniqued() -> (i32, i32, f32) {
    "test.before"() : () -> ()
    %0 = ub.poison : i32
    %1 = ub.poison : i32
    %2 = ub.poison : f32
    return %0, %1, %2 : i32, i32, f32
  }
}

