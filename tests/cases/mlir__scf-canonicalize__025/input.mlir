
func.func @if_cond_results(%c: i1, %d: i1) -> (i1, i1) {
  %true = arith.constant true
  %false = arith.constant false
  %0:3 = scf.if %c -> (i1, i1, i32) {
    %x = "test.a"() : () -> i32
    scf.yield %true, %false, %x : i1, i1, i32
  } else {
    %y = "test.b"() : () -> i32
    scf.yield %false, %true, %y : i1, i1, i32
  }
  "test.use"(%0#2) : (i32) -> ()
  return %0#0, %0#1 : i1, i1
}

