module {
  func.func @if_attrs(%arg0: i1) {
    scf.if %arg0 {
    } {foo}
    scf.if %arg0 {
    } else {
    } {foo}
    %0 = scf.execute_region -> i32 no_inline {
      %1 = "test.x"() : () -> i32
      scf.yield %1 : i32
    } {bar}
    return
  }
}

