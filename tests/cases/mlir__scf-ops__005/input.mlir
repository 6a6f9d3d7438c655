
func.func @std_if_yield(%arg0: i1, %arg1: f32)
{
  %x, %y = scf.if %arg0 -> (f32, f32) {
    %x_true = arith.addf %arg1, %arg1 : f32
    %y_true = arith.subf %arg1, %arg1 : f32
    scf.yield %x_true, %y_true : f32, f32
  } else {
    %x_false = arith.addf %arg1, %arg1 : f32
    %y_false = arith.subf %arg1, %arg1 : f32
    scf.yield %x_false, %y_false : f32, f32
  }
  return
}
