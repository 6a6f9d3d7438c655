"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index) -> (), sym_name = "unsigned_loop"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: index):
    "scf.for"(%arg0, %arg1, %arg2) <{unsignedCmp}> ({
    ^bb0(%arg3: index):
      %0 = "arith.constant"() <{value = 1 : index}> : () -> index
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

