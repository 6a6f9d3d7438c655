
func.func @if_nested_yield(%a: i1, %b: i1, %v: i32, %w: i32) -> (i32, i32) {
  %0:2 = scf.if %a -> (i32, i32) {
    %1 = scf.if %b -> i32 {
      %x = "test.inner"() : () -> i32
      scf.yield %x : i32
    } else {
      scf.yield %w : i32
    }
    scf.yield %1, %v : i32, i32
  } else {
    scf.yield %w, %w : i32, i32
  }
  return %0#0, %0#1 : i32, i32
}

