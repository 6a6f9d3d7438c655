"builtin.module"() ({
  "func.func"() <{function_type = (index, i1, i32) -> (), sym_name = "h"}> ({
  ^bb0(%arg0: index, %arg1: i1, %arg2: i32):
    %0:2 = "scf.for"(%arg0, %arg0, %arg0, %arg2, %arg1) ({
    ^bb0(%arg6: index, %arg7: i32, %arg8: i1):
      %1 = "scf.if"(%arg8) ({
        "scf.yield"(%arg7) : (i32) -> ()
      }, {
        %2 = "scf.execute_region"() ({
          "scf.yield"(%arg7) : (i32) -> ()
        }) : () -> i32
        "scf.yield"(%2) : (i32) -> ()
      }) : (i1) -> i32
      "scf.yield"(%1, %arg8) : (i32, i1) -> ()
    }) : (index, index, index, i32, i1) -> (i32, i1)
    "scf.for"(%arg0, %arg0, %arg0) ({
    ^bb0(%arg4: index):
      "scf.for"(%arg4, %arg0, %arg4) ({
      ^bb0(%arg5: index):
        "scf.if"(%arg1) ({
          "test.a"() : () -> ()
          "scf.yield"() : () -> ()
        }, {
          "test.b"() : () -> ()
          "scf.yield"() : () -> ()
        }) : (i1) -> ()
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "scf.if"(%arg1) ({
      "scf.yield"() {attr} : () -> ()
    }, {
    }) : (i1) -> ()
    "scf.for"(%arg0, %arg0, %arg0) ({
    ^bb0(%arg3: index):
      "scf.yield"() {attr} : () -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

