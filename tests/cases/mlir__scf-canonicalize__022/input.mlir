
func.func @if_combine(%c: i1, %a: i32) -> (i32, i32) {
  %0 = scf.if %c -> i32 {
    %x = "test.a"() : () -> i32
    scf.yield %x : i32
  } else {
    %y = "test.b"() : () -> i32
    scf.yield %y : i32
  }
  %1 = scf.if %c -> i32 {
    %x = "test.c"(%0) : (i32) -> i32
    scf.yield %x : i32
  } else {
    %y = "test.d"(%0) : (i32) -> i32
    scf.yield %y : i32
  }
  return %0, %1 : i32, i32
}

