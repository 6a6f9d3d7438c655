module {
  func.func @do_while(%arg0: f32) -> f32 {
    %0 = scf.while (%arg1 = %arg0) : (f32) -> f32 {
      %1 = "foo.cond"(%arg1) : (f32) -> i1
      %2 = arith.addf %arg1, %arg1 : f32
      scf.condition(%1) %2 : f32
    } do {
    ^bb0(%arg1: f32):
      scf.yield %arg1 : f32
    }
    return %0 : f32
  }
}

