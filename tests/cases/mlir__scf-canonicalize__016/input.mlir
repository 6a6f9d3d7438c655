
func.func @if_to_select(%c: i1, %a: i32, %b: i32) -> (i32, i32, i32) {
  %0:3 = scf.if %c -> (i32, i32, i32) {
    %x = "test.then"() : () -> i32
    scf.yield %a, %x, %b : i32, i32, i32
  } else {
    %y = "test.else"() : () -> i32
    scf.yield %b, %y, %b : i32, i32, i32
  }
  return %0#0, %0#1, %0#2 : i32, i32, i32
}

