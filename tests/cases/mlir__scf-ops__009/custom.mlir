module {
  func.func @while(%arg0: f32) {
    %0 = scf.while (%arg1 = %arg0) : (f32) -> f32 {
      %true = arith.constant true
      scf.condition(%true) %arg1 : f32
    } do {
    ^bb0(%arg1: f32):
      %2 = arith.addf %arg1, %arg1 : f32
      scf.yield %2 : f32
    }
    %1:2 = scf.while (%arg1 = %arg0, %arg2 = %0) : (f32, f32) -> (i64, f32) {
      %c42_i64 = arith.constant 42 : i64
      %false = arith.constant false
      scf.condition(%false) %c42_i64, %arg2 : i64, f32
    } do {
    ^bb0(%arg1: i64, %arg2: f32):
      scf.yield %arg0, %arg2 : f32, f32
    } attributes {foo = "bar"}
    return
  }
}

