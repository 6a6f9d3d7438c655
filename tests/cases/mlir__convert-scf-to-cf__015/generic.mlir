"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index, i1) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: index, %arg3: i1):
    "scf.for"(%arg0, %arg1, %arg2) ({
    ^bb0(%arg4: index):
      "foo.y"(%arg4) : (index) -> ()
      "scf.yield"() : () -> ()
    }) {foo.attr = 1 : i32, llvm.loop_annotation = 3 : i64} : (index, index, index) -> ()
    "scf.if"(%arg3) ({
      "foo.x"() : () -> ()
      "scf.yield"() : () -> ()
    }, {
    }) {foo.z} : (i1) -> ()
    "scf.while"() ({
      %0 = "foo.c"() : () -> i1
      "scf.condition"(%0) : (i1) -> ()
    }, {
      "foo.w"() : () -> ()
      "scf.yield"() : () -> ()
    }) {foo.w} : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

