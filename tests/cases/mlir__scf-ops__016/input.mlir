
func.func @if_attrs(%c: i1) {
  scf.if %c {
  } {foo}
  scf.if %c {
  } else {
  } {foo}
  %0 = scf.execute_region -> i32 no_inline {
    %x = "test.x"() : () -> i32
    scf.yield %x : i32
  } {bar}
  return
}
