"builtin.module"() ({
  "func.func"() <{function_type = (index) -> index, sym_name = "inline_true"}> ({
  ^bb0(%arg0: index):
    %0 = "shape.const_witness"() <{passing = true}> : () -> !shape.witness
    %1 = "shape.assuming"(%0) ({
      %2 = "foo.op"(%arg0) : (index) -> index
      "shape.assuming_yield"(%2) : (index) -> ()
    }) : (!shape.witness) -> index
    "func.return"(%1) : (index) -> ()
  }) : () -> ()
}) : () -> ()

