"builtin.module"() ({
  "func.func"() <{function_type = () -> (i1, i1, i1, i1, i1, i1), sym_name = "cmp_constants"}> ({
    %0 = "index.constant"() <{value = 3 : index}> : () -> index
    %1 = "index.constant"() <{value = -1 : index}> : () -> index
    %2 = "index.cmp"(%0, %1) <{pred = #index<cmp_predicate slt>}> : (index, index) -> i1
    %3 = "index.cmp"(%0, %1) <{pred = #index<cmp_predicate ult>}> : (index, index) -> i1
    %4 = "index.cmp"(%0, %0) <{pred = #index<cmp_predicate eq>}> : (index, index) -> i1
    %5 = "index.cmp"(%0, %1) <{pred = #index<cmp_predicate sge>}> : (index, index) -> i1
    %6 = "index.cmp"(%0, %1) <{pred = #index<cmp_predicate ugt>}> : (index, index) -> i1
    %7 = "index.cmp"(%0, %1) <{pred = #index<cmp_predicate ne>}> : (index, index) -> i1
    "func.return"(%2, %3, %4, %5, %6, %7) : (i1, i1, i1, i1, i1, i1) -> ()
  }) : () -> ()
}) : () -> ()

