"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index) -> (), sym_name = "std_for"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: index):
    "scf.for"(%arg0, %arg1, %arg2) ({
    ^bb0(%arg3: index):
      "scf.for"(%arg0, %arg1, %arg2) ({
      ^bb0(%arg4: index):
        %0 = "arith.cmpi"(%arg3, %arg4) <{predicate = 2 : i64}> : (index, index) -> i1
        %1 = "arith.select"(%0, %arg3, %arg4) : (i1, index, index) -> index
        %2 = "arith.cmpi"(%arg3, %arg4) <{predicate = 5 : i64}> : (index, index) -> i1
        %3 = "arith.select"(%2, %arg3, %arg4) : (i1, index, index) -> index
        "scf.for"(%1, %3, %arg4) ({
        ^bb0(%arg5: index):
          "scf.yield"() : () -> ()
        }) : (index, index, index) -> ()
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

