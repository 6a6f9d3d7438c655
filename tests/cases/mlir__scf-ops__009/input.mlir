
func.func @while(%arg0: f32) {
  %0 = scf.while (%arg1 = %arg0) : (f32) -> f32 {
    %condition = arith.constant true
    scf.condition(%condition) %arg1 : f32
  } do {
  ^bb0(%arg2: f32):
    %next = arith.addf %arg2, %arg2 : f32
    scf.yield %next : f32
  }
  %1:2 = scf.while (%arg3 = %arg0, %arg4 = %0) : (f32, f32) -> (i64, f32) {
    %2 = arith.constant 42 : i64
    %c = arith.constant false
    scf.condition(%c) %2, %arg4 : i64, f32
  } do {
  ^bb0(%arg5: i64, %arg6: f32):
    scf.yield %arg0, %arg6 : f32, f32
  } attributes {foo="bar"}
  return
}
