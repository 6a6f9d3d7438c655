
func.func @std_if_missing_else(%arg0: i1, %arg1: f32)
{
  %x = scf.if %arg0 -> (f32) {
    %0 = arith.addf %arg1, %arg1 : f32
    scf.yield %0 : f32
  }
  return
}
// expected-error@-6 {{'scf.if' op must have an else block if defining values}}
