
func.func @constant_if() -> i32 {
  %true = arith.constant true
  %0 = scf.if %true -> i32 {
    %a = arith.constant 1 : i32
    scf.yield %a : i32
  } else {
    %b = arith.constant 2 : i32
    scf.yield %b : i32
  }
  return %0 : i32
}

