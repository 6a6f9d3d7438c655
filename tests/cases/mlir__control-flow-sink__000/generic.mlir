"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i1, i1) -> (), sym_name = "nested"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i1, %arg3: i1):
    %0 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1 = "arith.muli"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "scf.if"(%arg2) ({
      "test.use"(%1) : (i32) -> ()
      "scf.if"(%arg3) ({
        %2 = "arith.addi"(%0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "scf.if"(%arg3) ({
          "test.use"(%2) : (i32) -> ()
          "scf.yield"() : () -> ()
        }, {
        }) : (i1) -> ()
        "test.use"(%2) : (i32) -> ()
        "scf.yield"() : () -> ()
      }, {
      }) : (i1) -> ()
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

