"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index, i1) -> f32, sym_name = "nested_for_if"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: index, %arg3: i1):
    %0 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %1 = "scf.for"(%arg0, %arg1, %arg2, %0) ({
    ^bb0(%arg4: index, %arg5: f32):
      %2 = "scf.for"(%arg0, %arg1, %arg2, %arg5) ({
      ^bb0(%arg6: index, %arg7: f32):
        %3 = "arith.addf"(%arg7, %arg7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        %4 = "scf.if"(%arg3) ({
          "scf.yield"(%3) : (f32) -> ()
        }, {
          %5 = "arith.mulf"(%3, %3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "scf.yield"(%5) : (f32) -> ()
        }) : (i1) -> f32
        "scf.yield"(%4) : (f32) -> ()
      }) : (index, index, index, f32) -> f32
      "scf.if"(%arg3) ({
        "foo.op"() : () -> ()
        "scf.yield"() : () -> ()
      }, {
      }) : (i1) -> ()
      "scf.yield"(%2) : (f32) -> ()
    }) : (index, index, index, f32) -> f32
    "func.return"(%1) : (f32) -> ()
  }) : () -> ()
}) : () -> ()

