
func.func @if_static(%a: i32, %b: i32) -> (i32, i32) {
  %true = arith.constant true
  %false = arith.constant false
  %0 = scf.if %true -> i32 {
    %x = "test.then"() : () -> i32
    scf.yield %x : i32
  } else {
    scf.yield %b : i32
  }
  %1 = scf.if %false -> i32 {
    scf.yield %a : i32
  } else {
    %y = "test.else"() : () -> i32
    scf.yield %y : i32
  }
  scf.if %false {
    "test.never"() : () -> ()
  }
  return %0, %1 : i32, i32
}

