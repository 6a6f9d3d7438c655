"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "while_move_if_down"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "scf.while"(%arg0) ({
    ^bb0(%arg3: i32):
      %2 = "test.cond"(%arg3) : (i32) -> i1
      %3 = "scf.if"(%2) ({
        %4 = "test.then"(%arg3, %arg1) : (i32, i32) -> i32
        "scf.yield"(%4) : (i32) -> ()
      }, {
        "scf.yield"(%arg3) : (i32) -> ()
      }) : (i1) -> i32
      "scf.condition"(%2, %3) : (i1, i32) -> ()
    }, {
    ^bb0(%arg2: i32):
      %1 = "test.next"(%arg2) : (i32) -> i32
      "scf.yield"(%1) : (i32) -> ()
    }) : (i32) -> i32
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

