
func.func @if_unused_results(%c: i1) -> i32 {
  %0:3 = scf.if %c -> (i32, i32, i32) {
    %x = "test.then"() : () -> i32
    %x2 = "test.then2"() : () -> i32
    scf.yield %x, %x2, %x : i32, i32, i32
  } else {
    %y = "test.else"() : () -> i32
    scf.yield %y, %y, %y : i32, i32, i32
  }
  return %0#1 : i32
}

