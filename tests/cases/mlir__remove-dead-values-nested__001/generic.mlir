"builtin.module"() ({
  "builtin.module"() <{sym_name = "b"}> ({
    "builtin.module"() <{sym_name = "c", sym_visibility = "private"}> ({
      "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "h", sym_visibility = "nested"}> ({
      ^bb0(%arg1: i32, %arg2: i32):
        %3 = "arith.constant"() <{value = 1 : i32}> : () -> i32
        "func.return"(%arg1, %3) : (i32, i32) -> ()
      }) : () -> ()
    }) : () -> ()
    "func.func"() <{function_type = (i32) -> i32, sym_name = "caller"}> ({
    ^bb0(%arg0: i32):
      %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %1 = "arith.constant"() <{value = true}> : () -> i1
      %2 = "scf.if"(%1) ({
        "scf.yield"(%arg0) : (i32) -> ()
      }, {
        "scf.yield"(%0) : (i32) -> ()
      }) : (i1) -> i32
      "func.return"(%2) : (i32) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

