module {
  func.func @f(%arg0: index, %arg1: index, %arg2: index, %arg3: i1) {
    scf.for %arg4 = %arg0 to %arg1 step %arg2 {
      "foo.y"(%arg4) : (index) -> ()
    } {foo.attr = 1 : i32, llvm.loop_annotation = 3 : i64}
    scf.if %arg3 {
      "foo.x"() : () -> ()
    } {foo.z}
    scf.while : () -> () {
      %0 = "foo.c"() : () -> i1
      scf.condition(%0)
    } do {
      "foo.w"() : () -> ()
      scf.yield
    } attributes {foo.w}
    return
  }
}

