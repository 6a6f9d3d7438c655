// RUN: mlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s
// RUN: mlir-opt -allow-unregistered-dialect %s -split-input-file -verify-diagnostics

func.func @loop_for_lb(%arg0: f32, %arg1: index) {
  "scf.for"(%arg0, %arg1, %arg1) ({}) : (f32, index, index) -> ()
  return
}
// expected-error@-3 {{'scf.for' op operand #0 must be signless integer or index, but got 'f32'}}
// -----
func.func @loop_for_ub(%arg0: f32, %arg1: index) {
  "scf.for"(%arg1, %arg0, %arg1) ({}) : (index, f32, index) -> ()
  return
}
// expected-error@-3 {{'scf.for' op operand #1 must be signless integer or index, but got 'f32'}}
// -----
func.func @loop_for_step(%arg0: f32, %arg1: index) {
  "scf.for"(%arg1, %arg1, %arg0) ({}) : (index, index, f32) -> ()
  return
}
// expected-error@-3 {{'scf.for' op operand #2 must be signless integer or index, but got 'f32'}}
// -----
func.func @loop_for_one_region(%arg0: index) {
  "scf.for"(%arg0, %arg0, %arg0) (
    {scf.yield},
    {scf.yield}
  ) : (index, index, index) -> ()
  return
}
// expected-error@-6 {{'scf.for' op requires one region}}
// -----
func.func @loop_for_single_block(%arg0: index) {
  "scf.for"(%arg0, %arg0, %arg0) (
    {
    ^bb1:
      scf.yield
    ^bb2:
      scf.yield
    }
  ) : (index, index, index) -> ()
  return
}
// expected-error@-10 {{'scf.for' op expects region #0 to have 0 or 1 blocks}}
// -----
func.func @loop_for_single_index_argument(%arg0: index) {
  "scf.for"(%arg0, %arg0, %arg0) (
    {
    ^bb0(%i0 : f32):
      scf.yield
    }
  ) : (index, index, index) -> ()
  return
}
// expected-error@-8 {{'scf.for' op expected induction variable to be same type as bounds and step}}
// -----
func.func @loop_if_not_i1(%arg0: index) {
  "scf.if"(%arg0) ({}, {}) : (index) -> ()
  return
}
// expected-error@-3 {{'scf.if' op operand #0 must be 1-bit signless integer, but got 'index'}}
// -----
func.func @loop_if_more_than_2_regions(%arg0: i1) {
  "scf.if"(%arg0) ({}, {}, {}): (i1) -> ()
  return
}
// expected-error@-3 {{'scf.if' op expected 2 regions}}
// -----
func.func @loop_if_not_one_block_per_region(%arg0: i1) {
  "scf.if"(%arg0) ({
    ^bb0:
      scf.yield
    ^bb1:
      scf.yield
  }, {}): (i1) -> ()
  return
}
// expected-error@-8 {{'scf.if' op expects region #0 to have 0 or 1 blocks}}
// -----
func.func @loop_if_illegal_block_argument(%arg0: i1) {
  "scf.if"(%arg0) ({
    ^bb0(%0 : index):
      scf.yield
  }, {}): (i1) -> ()
  return
}
// expected-error@-6 {{'scf.if' op region #0 should have no arguments}}
// -----
func.func @parallel_arguments_different_tuple_size(
    %arg0: index, %arg1: index, %arg2: index) {
  scf.parallel (%i0) = (%arg0) to (%arg1, %arg2) step () {
  }
  return
}
// expected-error@-4 {{custom op 'scf.parallel' expected 1 operands}}
// -----
func.func @parallel_body_arguments_wrong_type(
    %arg0: index, %arg1: index, %arg2: index) {
  "scf.parallel"(%arg0, %arg1, %arg2) ({
    ^bb0(%i0: f32):
      scf.yield
  }) {operand_segment_sizes = array<i32: 1, 1, 1, 0>}: (index, index, index) -> ()
  return
}
// expected-error@-6 {{'scf.parallel' op expects arguments for the induction variable to be of index type}}
// -----
func.func @parallel_body_wrong_number_of_arguments(
    %arg0: index, %arg1: index, %arg2: index) {
  "scf.parallel"(%arg0, %arg1, %arg2) ({
    ^bb0(%i0: index, %i1: index):
      scf.yield
  }) {operand_segment_sizes = array<i32: 1, 1, 1, 0>}: (index, index, index) -> ()
  return
}
// expected-error@-6 {{'scf.parallel' op expects the same number of induction variables: 2 as bound and step values: 1}}
// -----
func.func @parallel_no_tuple_elements() {
  scf.parallel () = () to () step () {
  }
  return
}
// expected-error@-4 {{'scf.parallel' op needs at least one tuple element for lowerBound, upperBound and step}}
// -----
func.func @parallel_step_not_positive(
    %arg0: index, %arg1: index, %arg2: index, %arg3: index) {
  %c0 = arith.constant 1 : index
  %c1 = arith.constant 0 : index
  scf.parallel (%i0, %i1) = (%arg0, %arg1) to (%arg2, %arg3) step (%c0, %c1) {
  }
  return
}
// expected-error@-4 {{'scf.parallel' op constant step operand must be positive}}
// -----
func.func @parallel_fewer_results_than_reduces(
    %arg0 : index, %arg1: index, %arg2: index) {
  scf.parallel (%i0) = (%arg0) to (%arg1) step (%arg2) {
    %c0 = arith.constant 1.0 : f32
    scf.reduce(%c0 : f32) {
      ^bb0(%lhs: f32, %rhs: f32):
        scf.reduce.return %lhs : f32
    }
  }
  return
}
// expected-error@-9 {{'scf.parallel' op expects number of results: 0 to be the same as number of reductions: 1}}
// -----
func.func @parallel_more_results_than_reduces(
    %arg0 : index, %arg1 : index, %arg2 : index) {
  %zero = arith.constant 1.0 : f32
  %res = scf.parallel (%i0) = (%arg0) to (%arg1) step (%arg2) init (%zero) -> f32 {
  }

  return
}
// expected-error@-5 {{'scf.parallel' op expects number of results: 1 to be the same as number of reductions: 0}}
// -----
func.func @parallel_more_results_than_initial_values(
    %arg0 : index, %arg1: index, %arg2: index) {
  %res = scf.parallel (%i0) = (%arg0) to (%arg1) step (%arg2) -> f32 {
    scf.reduce(%arg0 : index) {
      ^bb0(%lhs: index, %rhs: index):
        scf.reduce.return %lhs : index
    }
  }
}
// expected-error@-7 {{custom op 'scf.parallel' number of operands and types do not match: got 0 operands and 1 types}}
// -----
func.func @parallel_different_types_of_results_and_reduces(
    %arg0 : index, %arg1: index, %arg2: index) {
  %zero = arith.constant 0.0 : f32
  %res = scf.parallel (%i0) = (%arg0) to (%arg1)
                                       step (%arg2) init (%zero) -> f32 {
    scf.reduce(%arg0 : index) {
      ^bb0(%lhs: index, %rhs: index):
        scf.reduce.return %lhs : index
    }
  }
  return
}
// expected-error@-7 {{'scf.reduce' op expects type of 0-th reduction operand: 'index' to be the same as the 0-th result type: 'f32'}}
// -----
func.func @top_level_reduce(%arg0 : f32) {
  scf.reduce(%arg0 : f32) {
    ^bb0(%lhs : f32, %rhs : f32):
      scf.reduce.return %lhs : f32
  }
  return
}
// expected-error@-6 {{'scf.reduce' op expects parent op 'scf.parallel'}}
// -----
func.func @reduce_empty_block(%arg0 : index, %arg1 : f32) {
  %zero = arith.constant 0.0 : f32
  %res = scf.parallel (%i0) = (%arg0) to (%arg0)
                                       step (%arg0) init (%zero) -> f32 {
    scf.reduce(%arg1 : f32) {
      ^bb0(%lhs : f32, %rhs : f32):
    }
  }
  return
}
// expected-error@-6 {{empty block: expect at least a terminator}}
// -----
func.func @reduce_too_many_args(%arg0 : index, %arg1 : f32) {
  %zero = arith.constant 0.0 : f32
  %res = scf.parallel (%i0) = (%arg0) to (%arg0)
                                       step (%arg0) init (%zero) -> f32 {
    scf.reduce(%arg1 : f32) {
      ^bb0(%lhs : f32, %rhs : f32, %other : f32):
        scf.reduce.return %lhs : f32
    }
  }
  return
}
// expected-error@-7 {{'scf.reduce' op expected two block arguments with type 'f32' in the 0-th reduction region}}
// -----
func.func @reduce_wrong_terminator(%arg0 : index, %arg1 : f32) {
  %zero = arith.constant 0.0 : f32
  %res = scf.parallel (%i0) = (%arg0) to (%arg0)
                                       step (%arg0) init (%zero) -> f32 {
    scf.reduce(%arg1 : f32) {
      ^bb0(%lhs : f32, %rhs : f32):
        "test.finish" () : () -> ()
    }
  }
  return
}
// expected-error@-7 {{'scf.reduce' op reduction bodies must be terminated with an 'scf.reduce.return' op}}
// -----
func.func @reduceReturn_wrong_type(%arg0 : index, %arg1: f32) {
  %zero = arith.constant 0.0 : f32
  %res = scf.parallel (%i0) = (%arg0) to (%arg0)
                                       step (%arg0) init (%zero) -> f32 {
    scf.reduce(%arg1 : f32) {
      ^bb0(%lhs : f32, %rhs : f32):
        %c0 = arith.constant 1 : index
        scf.reduce.return %c0 : index
    }
  }
  return
}
// expected-error@-5 {{'scf.reduce.return' op must have type 'f32' (the type of the reduction inputs)}}
// -----
func.func @reduceReturn_not_inside_reduce(%arg0 : f32) {
  "foo.region"() ({
    scf.reduce.return %arg0 : f32
  }): () -> ()
  return
}
// expected-error@-4 {{'scf.reduce.return' op expects parent op 'scf.reduce'}}
// -----
func.func @std_if_incorrect_yield(%arg0: i1, %arg1: f32)
{
  %x, %y = scf.if %arg0 -> (f32, f32) {
    %0 = arith.addf %arg1, %arg1 : f32
    scf.yield %0 : f32
  } else {
    %0 = arith.subf %arg1, %arg1 : f32
    scf.yield %0, %0 : f32, f32
  }
  return
}
// expected-error@-9 {{'scf.if' op along control flow edge from Operation scf.yield to parent: region branch point has 1 operands, but region successor needs 2 inputs}}
// expected-note@-8 {{region branch point}}
// -----
func.func @std_if_missing_else(%arg0: i1, %arg1: f32)
{
  %x = scf.if %arg0 -> (f32) {
    %0 = arith.addf %arg1, %arg1 : f32
    scf.yield %0 : f32
  }
  return
}
// expected-error@-6 {{'scf.if' op must have an else block if defining values}}
// -----
func.func @std_for_operands_mismatch(%arg0 : index, %arg1 : index, %arg2 : index) {
  %s0 = arith.constant 0.0 : f32
  %t0 = arith.constant 1 : i32
  %result1:3 = scf.for %i0 = %arg0 to %arg1 step %arg2
                    iter_args(%si = %s0, %ti = %t0) -> (f32, i32, f32) {
    %sn = arith.addf %si, %si : f32
    %tn = arith.addi %ti, %ti : i32
    scf.yield %sn, %tn, %sn : f32, i32, f32
  }
  return
}
// expected-error@-8 {{custom op 'scf.for' mismatch in number of loop-carried values and defined values}}
// -----
func.func @std_for_operands_mismatch_3(%arg0 : index, %arg1 : index, %arg2 : index) {
  %s0 = arith.constant 0.0 : f32
  %t0 = arith.constant 1.0 : f32
  %result1:2 = scf.for %i0 = %arg0 to %arg1 step %arg2
                    iter_args(%si = %s0, %ti = %t0) -> (i32, i32) {
    %sn = arith.addf %si, %si : i32
    %tn = arith.addf %ti, %ti : i32
    scf.yield %sn, %tn : i32, i32
  }
  return
}
// expected-error@-7 {{use of value '%s0' expects different type than prior uses: 'i32' vs 'f32'}}
// expected-note@-11 {{prior use here}}
// -----
func.func @std_for_operands_mismatch_4(%arg0 : index, %arg1 : index, %arg2 : index) {
  %s0 = arith.constant 0.0 : f32
  %t0 = arith.constant 1.0 : f32
  %result1:2 = scf.for %i0 = %arg0 to %arg1 step %arg2
                    iter_args(%si = %s0, %ti = %t0) -> (f32, f32) {
    %sn = arith.addf %si, %si : f32
    %ic = arith.constant 1 : i32
    scf.yield %sn, %ic : f32, i32
  }
  return
}
// expected-error@-8 {{'scf.for' op 1-th region iter_arg and 1-th yielded value have different type: 'f32' != 'i32'}}
// -----
func.func @parallel_invalid_yield(
    %arg0: index, %arg1: index, %arg2: index) {
  scf.parallel (%i0) = (%arg0) to (%arg1) step (%arg2) {
    %c0 = arith.constant 1.0 : f32
    scf.yield %c0 : f32
  }
  return
}
// expected-error@-6 {{'scf.parallel' op expects body to terminate with 'scf.reduce'}}
// expected-note@-5 {{terminator here}}
// -----
func.func @yield_invalid_parent_op() {
  "my.op"() ({
   scf.yield
  }) : () -> ()
  return
}
// expected-error@-4 {{'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'}}
// -----
func.func @while_parser_type_mismatch() {
  %true = arith.constant true
  scf.while : (i32) -> () {
    scf.condition(%true)
  } do {
    scf.yield
  }
}
// expected-error@-6 {{custom op 'scf.while' expected as many input types as operands (expected 0 got 1)}}
// -----
func.func @while_bad_terminator() {
  scf.while : () -> () {
    "some.other_terminator"() : () -> ()
  } do {
    scf.yield
  }
}
// expected-error@-6 {{'scf.while' op expects the 'before' region to terminate with 'scf.condition'}}
// expected-note@-6 {{terminator here}}
// -----
func.func @while_empty_region() {
  scf.while : () -> () {
  } do {
  }
}
// expected-error@-4 {{'scf.while' op region #0 ('before') failed to verify constraint: region with 1 blocks}}
// -----
func.func @while_empty_block() {
  scf.while : () -> () {
   ^bb0:
  } do {
   ^bb0:
  }
}
// expected-error@-6 {{'scf.while' op expects a non-empty block}}
// -----
func.func @while_cross_region_type_mismatch() {
  %true = arith.constant true
  scf.while : () -> () {
    scf.condition(%true)
  } do {
  ^bb0(%arg0: i32):
    scf.yield
  }
}
// expected-error@-7 {{'scf.while' op along control flow edge from Operation scf.condition to Region #1: region branch point has 0 operands, but region successor needs 1 inputs}}
// expected-note@-7 {{region branch point}}
// -----
func.func @while_cross_region_type_mismatch() {
  %true = arith.constant true
  %0 = scf.while : () -> (i1) {
    scf.condition(%true) %true : i1
  } do {
  ^bb0(%arg0: i32):
    scf.yield
  }
}
// expected-error@-7 {{'scf.while' op along control flow edge from Operation scf.condition to Region #1: successor operand type #0 'i1' should match successor input type #0 'i32'}}
// expected-note@-7 {{region branch point}}
// -----
func.func @while_result_type_mismatch() {
  %true = arith.constant true
  scf.while : () -> () {
    scf.condition(%true) %true : i1
  } do {
  ^bb0(%arg0: i1):
    scf.yield
  }
}
// expected-error@-7 {{'scf.while' op along control flow edge from Operation scf.condition to parent: region branch point has 1 operands, but region successor needs 0 inputs}}
// expected-note@-7 {{region branch point}}
// -----
func.func @while_bad_terminator() {
  %true = arith.constant true
  scf.while : () -> () {
    scf.condition(%true)
  } do {
    "some.other_terminator"() : () -> ()
  }
}
// expected-error@-6 {{'scf.while' op expects the 'after' region to terminate with 'scf.yield'}}
// expected-note@-4 {{terminator here}}
// -----
func.func @execute_region() {
  "scf.execute_region"() ({
  ^bb0(%i : i32):
    scf.yield
  }) : () -> ()
  return
}
// expected-error@-6 {{'scf.execute_region' op region cannot have any arguments}}
// -----
func.func @wrong_num_results(%in: tensor<100xf32>, %out: tensor<100xf32>) {
  %c1 = arith.constant 1 : index
  %num_threads = arith.constant 100 : index
  %result:2 = scf.forall (%thread_idx) in (%num_threads) shared_outs(%o = %out) -> (tensor<100xf32>, tensor<100xf32>) {
      %1 = tensor.extract_slice %in[%thread_idx][1][1] : tensor<100xf32> to tensor<1xf32>
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %1 into %o[%thread_idx][1][1] :
          tensor<1xf32> into tensor<100xf32>
      }
  }
  return
}
// expected-error@-9 {{custom op 'scf.forall' number of operands and types do not match: got 1 operands and 2 types}}
// -----
func.func @invalid_insert_dest(%in: tensor<100xf32>, %out: tensor<100xf32>) {
  %c1 = arith.constant 1 : index
  %num_threads = arith.constant 100 : index

  %result = scf.forall (%thread_idx) in (%num_threads) shared_outs(%o = %out) -> (tensor<100xf32>) {
      %1 = tensor.extract_slice %in[%thread_idx][1][1] : tensor<100xf32> to tensor<1xf32>
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %1 into %out[%thread_idx][1][1] :
          tensor<1xf32> into tensor<100xf32>
      }
  }
  return
}
// expected-error@-6 {{'tensor.parallel_insert_slice' op may only insert into an output block argument}}
// -----
func.func @wrong_terminator_op(%in: tensor<100xf32>, %out: tensor<100xf32>) {
  %c1 = arith.constant 1 : index
  %num_threads = arith.constant 100 : index

  %result = scf.forall (%thread_idx) in (%num_threads) shared_outs(%o = %out) -> (tensor<100xf32>) {
      %1 = tensor.extract_slice %in[%thread_idx][1][1] : tensor<100xf32> to tensor<1xf32>
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %1 into %o[%thread_idx][1][1] :
          tensor<1xf32> into tensor<100xf32>
        %0 = arith.constant 1: index
      }
  }
  return
}
// expected-error@-8 {{'scf.forall.in_parallel' op expected only ParallelCombiningOpInterface ops}}
// -----
func.func @switch_wrong_case_count(%arg0: index) {
  "scf.index_switch"(%arg0) ({
    scf.yield
  }) {cases = array<i64: 1>} : (index) -> ()
  return
}
// expected-error@-5 {{'scf.index_switch' op has 0 case regions but 1 case values}}
// -----
func.func @switch_duplicate_case(%arg0: index) {
  scf.index_switch %arg0
  case 0 {
    scf.yield
  }
  case 0 {
    scf.yield
  }
  default {
    scf.yield
  }
  return
}
// expected-error@-12 {{'scf.index_switch' op has duplicate case value: 0}}
// -----
func.func @switch_wrong_types(%arg0: index) {
  scf.index_switch %arg0
  default {
    scf.yield %arg0 : index
  }
  return
}
// expected-error@-6 {{'scf.index_switch' op expected each region to return 0 values, but default region returns 1}}
// expected-note@-5 {{see yield operation here}}
// -----
func.func @switch_wrong_types(%arg0: index, %arg1: i32) {
  scf.index_switch %arg0 -> index
  case 0 {
    scf.yield %arg1 : i32
  }
  default {
    scf.yield %arg0 : index
  }
  return
}
// expected-error@-9 {{'scf.index_switch' op expected result #0 of each region to be 'index'}}
// expected-note@-8 {{case region #0 returns 'i32' here}}
// -----
func.func @switch_missing_terminator(%arg0: index, %arg1: i32) {
  "scf.index_switch"(%arg0) ({
    "scf.yield"() : () -> ()
  }, {
    return
  }) {cases = array<i64: 1>} : (index) -> ()
}
// expected-error@-6 {{'scf.index_switch' op expected region to end with scf.yield, but got func.return}}
// -----
func.func @f(%lb: index) {
  "scf.for"(%lb, %lb) ({
  ^bb0(%i: index):
    scf.yield
  }) : (index, index) -> ()
  return
}
// expected-error@-6 {{'scf.for' op expected 3 or more operands, but found 2}}
// -----
func.func @f(%lb: index, %x: i32) {
  "scf.for"(%lb, %lb, %x) ({
  ^bb0(%i: index):
    scf.yield
  }) : (index, index, i32) -> ()
  return
}
// expected-error@-6 {{'scf.for' op failed to verify that all of {lowerBound, upperBound, step} have same type}}
// -----
func.func @f(%lb: index, %x: i32) {
  %r = "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%i: index, %a: i32):
    scf.yield %a : i32
  }) : (index, index, index, i32) -> (i32, i32)
  return
}
// expected-error@-6 {{operation defines 2 results but was provided 1 to bind}}
// -----
func.func @f(%lb: index, %x: i32) {
  %r = "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%i: index, %a: i32, %b: i32):
    scf.yield %a : i32
  }) : (index, index, index, i32) -> (i32)
  return
}
// expected-error@-6 {{'scf.for' op different number of inits and region iter_args: 1 != 2}}
// -----
func.func @f(%lb: index, %x: i32) {
  %r = "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%i: index, %a: i32):
    scf.yield
  }) : (index, index, index, i32) -> (i32)
  return
}
// expected-error@-6 {{'scf.for' op along control flow edge from Operation scf.yield to Region #0: region branch point has 0 operands, but region successor needs 1 inputs}}
// expected-note@-5 {{region branch point}}
// -----
func.func @f(%lb: index, %x: i32) {
  %r = "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%i: index, %a: i32):
    "test.term"() : () -> ()
  }) : (index, index, index, i32) -> (i32)
  return
}
// expected-error@-6 {{'scf.for' op expects regions to end with 'scf.yield', found 'test.term'}}
// expected-note@-7 {{in custom textual format, the absence of terminator implies 'scf.yield'}}
// -----
func.func @f(%lb: index, %x: i32) {
  %r = "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%i: index, %a: i32):
  }) : (index, index, index, i32) -> (i32)
  return
}
// expected-error@-5 {{'scf.for' op expects a non-empty block}}
// -----
func.func @f(%lb: index, %x: i32) {
  "scf.for"(%lb, %lb, %lb) ({
  ^bb0(%i: index):
    scf.yield
  }) {unsignedCmp = 1} : (index, index, index) -> ()
  return
}
// expected-error@-6 {{'scf.for' op attribute 'unsignedCmp' failed to satisfy constraint: unit attribute}}
// -----
func.func @f(%c: i1, %x: i32) {
  "scf.if"(%c) ({
    scf.yield %x : i32
  }, {
  }) : (i1) -> ()
  return
}
// expected-error@-6 {{'scf.if' op along control flow edge from Operation scf.yield to parent: region branch point has 1 operands, but region successor needs 0 inputs}}
// expected-note@-6 {{region branch point}}
// -----
func.func @f(%c: i1, %x: i32) {
  "scf.if"(%c) ({
  }, {
  }) : (i1) -> ()
  return
}
// expected-error@-5 {{'scf.if' op region #0 ('thenRegion') failed to verify constraint: region with 1 blocks}}
// -----
func.func @f(%c: i1, %x: i32) {
  "scf.if"(%c) ({
    "test.foo"() : () -> ()
  }, {
  }) : (i1) -> ()
  return
}
// expected-error@-6 {{'scf.if' op expects regions to end with 'scf.yield', found 'test.foo'}}
// expected-note@-7 {{in custom textual format, the absence of terminator implies 'scf.yield'}}
// -----
func.func @f(%c: i1, %x: i32) {
  "scf.if"(%c) ({
    scf.yield
  }, {
  ^bb0(%a: i32):
    scf.yield
  }) : (i1) -> ()
  return
}
// expected-error@-8 {{'scf.if' op region #1 should have no arguments}}
// -----
func.func @f(%c: i1, %x: i32) {
  "scf.if"(%c) ({
    scf.yield
  }, {
    scf.yield
  ^bb1:
    scf.yield
  }) : (i1) -> ()
  return
}
// expected-error@-9 {{'scf.if' op expects region #1 to have 0 or 1 blocks}}
// -----
func.func @f(%c: i1, %x: i32) {
  "scf.execute_region"() ({
  }) : () -> ()
  return
}
// expected-error@-4 {{'scf.execute_region' op region needs to have at least one block}}
// -----
func.func @f(%c: i1, %x: i32) {
  "scf.execute_region"(%x) ({
    scf.yield
  }) : (i32) -> ()
  return
}
// expected-error@-5 {{'scf.execute_region' op requires zero operands}}
// -----
func.func @f(%c: i1, %x: i32) {
  "scf.execute_region"() ({
    scf.yield
  }, {}) : () -> ()
  return
}
// expected-error@-5 {{'scf.execute_region' op requires one region}}
// -----
func.func @f(%c: i1, %x: i32) {
  %0 = "scf.execute_region"() ({
    scf.yield
  }) : () -> (i32)
  return
}
// expected-error@-5 {{'scf.execute_region' op along control flow edge from Operation scf.yield to parent: region branch point has 0 operands, but region successor needs 1 inputs}}
// expected-note@-5 {{region branch point}}
// -----
func.func @f(%c: i1, %x: i32) {
  "scf.execute_region"() <{no_inline = 1 : i32}> ({
    scf.yield
  }) : () -> ()
  return
}
// expected-error@-5 {{invalid properties {no_inline = 1 : i32} for op scf.execute_region: Invalid attribute `no_inline` in property conversion: 1 : i32}}
// -----
func.func @f(%c: i1, %x: i32) {
  %0 = scf.execute_region -> i32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %x : i32
  ^bb2:
    scf.yield %c : i1
  }
  return
}
// expected-error@-9 {{'scf.execute_region' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'i1' should match successor input type #0 'i32'}}
// expected-note@-5 {{region branch point}}
// -----
func.func @f(%c: i1, %x: i32) {
  %0 = scf.execute_region -> i32 {
    func.return
  }
  return
}
// expected-error@-4 {{'func.return' op expects parent op 'func.func'}}
// -----
func.func @f(%a: index) {
  "scf.index_switch"(%a) <{cases = array<i64: 1, 2>}> ({
    scf.yield
  }, {
    scf.yield
  }) : (index) -> ()
  return
}
// expected-error@-7 {{'scf.index_switch' op has 1 case regions but 2 case values}}
// -----
func.func @f(%a: index) {
  "scf.index_switch"(%a) ({
    scf.yield
  }) : (index) -> ()
  return
}
// expected-error@-5 {{'scf.index_switch' op requires attribute 'cases'}}
// -----
func.func @f(%a: index, %x: i32) {
  %r = "scf.index_switch"(%a) <{cases = array<i64: 1>}> ({
    scf.yield %x : i32
  }, {
    scf.yield %a : index
  }) : (index) -> (i32)
  return
}
// expected-error@-7 {{'scf.index_switch' op expected result #0 of each region to be 'i32'}}
// expected-note@-5 {{case region #0 returns 'index' here}}
// -----
func.func @f(%a: index, %x: i32) {
  %r = "scf.index_switch"(%a) <{cases = array<i64: 1>}> ({
    scf.yield %x : i32
  }, {
    scf.yield
  }) : (index) -> (i32)
  return
}
// expected-error@-7 {{'scf.index_switch' op expected each region to return 1 values, but case region #0 returns 0}}
// expected-note@-5 {{see yield operation here}}
// -----
func.func @f(%a: index, %x: i32) {
  %r = "scf.index_switch"(%a) <{cases = array<i64: 1>}> ({
    scf.yield %x : i32
  }, {
  }) : (index) -> (i32)
  return
}
// expected-error@-6 {{'scf.index_switch' op region #1 ('caseRegions') failed to verify constraint: region with 1 blocks}}
// -----
func.func @f(%a: i32, %x: i32) {
  %r = "scf.index_switch"(%a) <{cases = array<i64: 1>}> ({
    scf.yield %x : i32
  }, {
    scf.yield %x : i32
  }) : (i32) -> (i32)
  return
}
// expected-error@-7 {{'scf.index_switch' op operand #0 must be index, but got 'i32'}}
// -----
func.func @f(%a: index, %f: f32) {
  %r = "scf.parallel"(%a, %a, %a) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: index):
    scf.reduce(%f : f32) {
    ^bb0(%x: f32, %y: f32):
      scf.reduce.return %x : f32
    }
  }) : (index, index, index) -> (f32)
  return
}
// expected-error@-9 {{'scf.parallel' op expects number of results: 1 to be the same as number of initial values: 0}}
// -----
func.func @f(%a: index, %f: f32) {
  %r = scf.parallel (%i) = (%a) to (%a) step (%a) init (%f) -> f32 {
    scf.reduce(%f : f32) {
    ^bb0(%x: f32, %y: f32):
      scf.reduce.return %x : f32
    }, {
    ^bb0(%x: f32, %y: f32):
      scf.reduce.return %x : f32
    }
  }
  return
}
// expected-error@-11 {{'scf.parallel' op expects number of results: 1 to be the same as number of reductions: 2}}
// -----
func.func @f(%a: index, %f: f32, %i: i32) {
  %r = scf.parallel (%i) = (%a) to (%a) step (%a) init (%f) -> f32 {
    scf.reduce(%i : i32) {
    ^bb0(%x: i32, %y: i32):
      scf.reduce.return %x : i32
    }
  }
  return
}
// expected-error@-8 {{region entry argument '%i' is already in use}}
// expected-note@-10 {{previously referenced here}}
// -----
func.func @f(%a: index, %f: f32) {
  %r = scf.parallel (%i) = (%a) to (%a) step (%a) init (%f, %f) -> f32 {
  }
  return
}
// expected-error@-4 {{custom op 'scf.parallel' number of operands and types do not match: got 2 operands and 1 types}}
// -----
func.func @f(%a: index, %f: f32) {
  scf.parallel (%i) = (%a) to (%a) step (%a) init (%f) {
  }
  return
}
// expected-error@-4 {{custom op 'scf.parallel' number of operands and types do not match: got 1 operands and 0 types}}
// -----
func.func @f(%a: index, %f: f32) {
  scf.parallel (%i, %j) = (%a) to (%a) step (%a) {
  }
  return
}
// expected-error@-4 {{custom op 'scf.parallel' expected 2 operands}}
// -----
func.func @f(%a: index, %f: f32) {
  "scf.parallel"(%a, %a, %a) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: index):
  }) : (index, index, index) -> ()
  return
}
// expected-error@-5 {{'scf.parallel' op expects a non-empty block}}
// -----
func.func @f(%a: index, %f: f32) {
  "scf.parallel"(%a, %a, %a) <{operandSegmentSizes = array<i32: 1, 1, 2, 0>}> ({
  ^bb0(%i: index):
    scf.reduce
  }) : (index, index, index) -> ()
  return
}
// expected-error@-6 {{'scf.parallel' op operand count (3) does not match with the total size (4) specified in attribute 'operandSegmentSizes'}}
// -----
func.func @f(%a: index, %f: f32) {
  "scf.parallel"(%a, %a, %f) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: index):
    scf.reduce
  }) : (index, index, f32) -> ()
  return
}
// expected-error@-6 {{'scf.parallel' op operand #2 must be variadic of index, but got 'f32'}}
// -----
func.func @f(%a: index, %f: f32) {
  scf.parallel (%i) = (%a) to (%a) step (%a) {
    "scf.reduce"(%f) : (f32) -> ()
  }
  return
}
// expected-error@-4 {{'scf.reduce' op expects number of reduction regions: 0 to be the same as number of reduction operands: 1}}
// -----
func.func @f(%a: index, %t: tensor<4xf32>) {
  %r = "scf.forall"(%a, %t) <{operandSegmentSizes = array<i32: 0, 1, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: index):
    scf.forall.in_parallel {}
  }) : (index, tensor<4xf32>) -> (tensor<4xf32>)
  return
}
// expected-error@-6 {{'scf.forall' op region expects 1 arguments}}
// -----
func.func @f(%a: index, %t: tensor<4xf32>) {
  %r = "scf.forall"(%a, %t) <{operandSegmentSizes = array<i32: 0, 1, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: i32, %o: tensor<4xf32>):
    scf.forall.in_parallel {}
  }) : (index, tensor<4xf32>) -> (tensor<4xf32>)
  return
}
// expected-error@-6 {{'scf.forall' op expects 0-th block argument to be an index}}
// -----
func.func @f(%a: index, %t: tensor<4xf32>) {
  %r = "scf.forall"(%a, %t) <{operandSegmentSizes = array<i32: 0, 1, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: index, %o: tensor<5xf32>):
    scf.forall.in_parallel {}
  }) : (index, tensor<4xf32>) -> (tensor<4xf32>)
  return
}
// expected-error@-6 {{'scf.forall' op type mismatch between 0-th output and corresponding block argument}}
// -----
func.func @f(%a: index, %t: tensor<4xf32>) {
  "scf.forall"(%a) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1, 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: index):
    scf.forall.in_parallel {}
  }) : (index) -> ()
  return
}
// expected-error@-6 {{expected 1 step values, got 2}}
// -----
func.func @f(%a: index, %t: tensor<4xf32>) {
  "scf.forall"(%a) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index):
    scf.forall.in_parallel {}
  }) : (index) -> ()
  return
}
// expected-error@-6 {{expected 0 dynamic upper bound values}}
// -----
func.func @f(%a: index, %t: tensor<4xf32>) {
  "scf.forall"(%a) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: index):
    "test.x"() : () -> ()
  }) : (index) -> ()
  return
}
// expected-error@-6 {{'scf.forall' op expects regions to end with 'scf.forall.in_parallel', found 'test.x'}}
// expected-note@-7 {{in custom textual format, the absence of terminator implies 'scf.forall.in_parallel'}}
// -----
func.func @f(%a: index, %t: tensor<4xf32>) {
  "scf.forall"(%a) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: index):
    "scf.forall.in_parallel"() ({}) : () -> ()
  }) : (index) -> ()
  return
}
// expected-error@-4 {{'scf.forall.in_parallel' op region #0 ('region') failed to verify constraint: region with 1 blocks}}
// -----
func.func @f(%a: index, %t: tensor<4xf32>) {
  "scf.forall"(%a) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: index):
    "scf.forall.in_parallel"() : () -> ()
  }) : (index) -> ()
  return
}
// expected-error@-4 {{'scf.forall.in_parallel' op requires one region}}
// -----
func.func @f(%a: index, %t: tensor<4xf32>) {
  scf.forall.in_parallel {}
  return
}
// expected-error@-3 {{'scf.forall.in_parallel' op expects parent op 'scf.forall'}}
// -----
func.func @f(%a: index, %t: tensor<4xf32>) {
  scf.forall (%i) in (%a) {
  } {mapping = [1]}
  return
}
// expected-error@-4 {{'scf.forall' op attribute 'mapping' failed to satisfy constraint: Device Mapping array attribute}}
// -----
func.func @f(%a: index, %t: tensor<4xf32>) {
  scf.forall (%i, %j) in (%a) {
  }
  return
}
// expected-error@-4 {{expected 2 upper bound values, got 1}}
// -----
func.func @f(%a: index, %t: tensor<4xf32>) {
  scf.forall (%i) = (%a) to (%a) step (%a) shared_outs(%o = %t) {
  }
  return
}
// expected-error@-4 {{custom op 'scf.forall' number of operands and types do not match: got 1 operands and 0 types}}
// -----
func.func @f(%a: index, %t: tensor<4xf32>) {
  scf.forall (%i) = (%a, [4]) to (%a) step (%a) {
  }
  return
}
// expected-error@-4 {{'scf.forall' op region expects 2 arguments}}
// -----
func.func @f(%a: index, %t: tensor<4xf32>) {
  scf.forall (%i) = (%a) to (%a) step {
  }
  return
}
// expected-error@-4 {{expected '(' in dynamic index list}}
// expected-error@-5 {{custom op 'scf.forall' expected SSA value or integer}}
// -----
func.func @f(%a: index, %t: tensor<4xf32>) {
  scf.forall (%i) (%a) {
  }
  return
}
// expected-error@-4 {{expected '='}}
// -----
func.func @f(%a: index, %t: f32) {
  %r = scf.forall (%i) in (%a) shared_outs(%o = %t) -> (f32) {
  }
  return
}
// expected-error@-4 {{'scf.forall' op operand #1 must be variadic of ranked tensor of any type values, but got 'f32'}}
// -----
func.func @f(%c: i1, %a: i32) {
  scf.while (%x = %a) : (i32, i32) -> () {
    scf.condition(%c)
  } do {
    scf.yield
  }
  return
}
// expected-error@-7 {{custom op 'scf.while' expected as many input types as operands (expected 1 got 2)}}
// -----
func.func @f(%c: i1, %a: i32) {
  scf.while (%x = %a) : i32 {
    scf.condition(%c)
  } do {
    scf.yield
  }
  return
}
// expected-error@-7 {{custom op 'scf.while' invalid kind of type specified: expected builtin.function, but found 'i32'}}
// -----
func.func @f(%c: i1, %a: i32) {
  scf.while (%x = %a) (i32) -> () {
    scf.condition(%c)
  } do {
    scf.yield
  }
  return
}
// expected-error@-7 {{expected ':'}}
// -----
func.func @f(%c: i1, %a: i32) {
  scf.while (%x = %a) : (i32) -> () {
    scf.condition(%c)
  } {
    scf.yield
  }
  return
}
// expected-error@-5 {{custom op 'scf.while' expected 'do'}}
// -----
func.func @f(%c: i1, %a: i32) {
  scf.while (%x = %a) : (i32) -> () {
    scf.condition(%c)
  } do {
  ^bb0:
    scf.yield
  } {foo}
  return
}
// expected-error@-3 {{expected operation name in quotes}}
// -----
func.func @f(%c: i1, %a: i32) {
  %r = scf.while (%x = %a) : (i32) -> (i32) {
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    scf.yield %y, %y : i32, i32
  }
  return
}
// expected-error@-8 {{'scf.while' op along control flow edge from Operation scf.yield to Region #0: region branch point has 2 operands, but region successor needs 1 inputs}}
// expected-note@-5 {{region branch point}}
// -----
func.func @f(%c: i1, %a: i32) {
  %r = "scf.while"(%a) ({
  ^bb0(%x: i32):
    scf.condition(%c) %x : i32
  }) : (i32) -> (i32)
  return
}
// expected-error@-6 {{'scf.while' op expected 2 regions}}
// -----
func.func @f(%c: i1, %a: i32) {
  %r = "scf.while"(%a) ({
  ^bb0(%x: i32):
    scf.condition(%c) %x : i32
  ^bb1:
    scf.condition(%c) %x : i32
  }, {
  ^bb0(%y: i32):
    scf.yield %y : i32
  }) : (i32) -> (i32)
  return
}
// expected-error@-11 {{'scf.while' op expects region #0 to have 0 or 1 blocks}}
// -----
func.func @f(%c: i1, %a: i32) {
  %r = "scf.while"(%a) ({
  ^bb0(%x: i32):
    "scf.condition"(%a) : (i32) -> ()
  }, {
  ^bb0(%y: i32):
    scf.yield %y : i32
  }) : (i32) -> (i32)
  return
}
// expected-error@-7 {{'scf.condition' op operand #0 must be 1-bit signless integer, but got 'i32'}}
// -----
func.func @f(%c: i1, %a: i32) {
  %r = "scf.while"(%a) ({
  ^bb0(%x: i32):
    "scf.condition"() : () -> ()
  }, {
  ^bb0(%y: i32):
    scf.yield %y : i32
  }) : (i32) -> (i32)
  return
}
// expected-error@-7 {{'scf.condition' op expected 1 or more operands, but found 0}}
// -----
func.func @f(%c: i1, %a: i32) {
  %r = "scf.while"(%a) ({
  ^bb0(%x: i32):
    scf.condition(%c) %x : i32
  }, {
  ^bb0(%y: i32, %z: i32):
    scf.yield %y : i32
  }) : (i32) -> (i32)
  return
}
// expected-error@-9 {{'scf.while' op along control flow edge from Operation scf.condition to Region #1: region branch point has 1 operands, but region successor needs 2 inputs}}
// expected-note@-8 {{region branch point}}
// -----
func.func @f(%c: i1, %a: i32) {
  %r = "scf.while"(%a) ({
  ^bb0(%x: i32, %w: i32):
    scf.condition(%c) %x : i32
  }, {
  ^bb0(%y: i32):
    scf.yield %y : i32
  }) : (i32) -> (i32)
  return
}
// expected-error@-9 {{'scf.while' op along control flow edge from parent to Region #0: region branch point has 1 operands, but region successor needs 2 inputs}}
// expected-note@-10 {{region branch point}}
// -----
func.func @f(%c: i1, %a: i32) {
  scf.condition(%c)
}
// expected-error@-2 {{'scf.condition' op expects parent op 'scf.while'}}
// -----
func.func @f(%c: i1, %a: i32) {
  scf.while : () -> () {
    scf.condition %c
  } do {
    scf.yield
  }
  return
}
// expected-error@-6 {{expected '('}}
// -----
func.func @f(%a: index) {
  scf.for %i = %a to %a {
  }
  return
}
// expected-error@-4 {{custom op 'scf.for' expected 'step'}}
// -----
func.func @f(%a: index) {
  scf.for %i = %a step %a {
  }
  return
}
// expected-error@-4 {{custom op 'scf.for' expected 'to'}}
// -----
func.func @f(%a: index, %x: i32) {
  %r = scf.for %i = %a to %a step %a iter_args %x -> (i32) {
  }
  return
}
// expected-error@-4 {{custom op 'scf.for' expected '('}}
// -----
func.func @f(%a: index, %x: i32) {
  %r = scf.for %i = %a to %a step %a iter_args(%b = %x) (i32) {
    scf.yield %b : i32
  }
  return
}
// expected-error@-5 {{expected '->'}}
// -----
func.func @f(%a: index, %x: i32) {
  %r = scf.for %i = %a to %a step %a iter_args(%b = %x) -> (i32) : i32 {
    scf.yield %b : i32
  }
  return
}
// expected-error@-5 {{use of value '%a' expects different type than prior uses: 'i32' vs 'index'}}
// expected-note@-7 {{prior use here}}
// -----
func.func @f(%a: index, %x: i32) {
  scf.for unsigned %i = %a to %a step %a {
  } {unsignedCmp}
  return
}
// expected-error@-4 {{custom op 'scf.for' attribute 'unsignedCmp' occurs more than once in the attribute list}}
// -----
func.func @f(%a: index, %x: i32) {
  scf.for %i = %a to %a step %a : f32 {
  }
  return
}
// expected-error@-4 {{use of value '%a' expects different type than prior uses: 'f32' vs 'index'}}
// expected-note@-6 {{prior use here}}
// -----
func.func @f(%a: index, %x: i32) {
  scf.for %i = %a to %a step %a {
    scf.yield %x : i32
  }
  return
}
// expected-error@-5 {{'scf.for' op different number of region iter_args and yielded values: 0 != 1}}
// -----
func.func @f(%c: i1, %x: i32) {
  %r = scf.if %c -> (i32) {
  } else {
  }
  return
}
// expected-error@-5 {{'scf.if' op along control flow edge from Operation scf.yield to parent: region branch point has 0 operands, but region successor needs 1 inputs}}
// expected-note@-6 {{region branch point}}
// -----
func.func @f(%c: i1, %x: i32) {
  scf.if %c {
  } else
  return
}
// expected-error@-3 {{expected '{' to begin a region}}
// -----
func.func @f(%c: i32, %x: i32) {
  scf.if %c {
  }
  return
}
// expected-error@-4 {{use of value '%c' expects different type than prior uses: 'i1' vs 'i32'}}
// expected-note@-6 {{prior use here}}
// -----
func.func @f(%c: i1, %x: i32) {
  %r = scf.execute_region -> i32 no_inline {
    scf.yield %x : i32
  } {no_inline}
  return
}
// expected-error@-5 {{custom op 'scf.execute_region' attribute 'no_inline' occurs more than once in the attribute list}}
// -----
func.func @f(%c: i1, %x: i32) {
  %r = scf.execute_region {
    scf.yield %x : i32
  }
  return
}
// expected-error@-5 {{cannot name an operation with no results}}
// -----
func.func @f(%a: index, %x: i32) {
  scf.index_switch %a
  case 1 {
    scf.yield
  }
  return
}
// expected-error@-2 {{custom op 'scf.index_switch' expected 'default'}}
// -----
func.func @f(%a: index, %x: i32) {
  scf.index_switch %a
  case foo {
    scf.yield
  }
  default {
  }
  return
}
// expected-error@-7 {{custom op 'scf.index_switch' expected integer value}}
// -----
func.func @f(%a: index, %x: i32) {
  scf.index_switch %a
  case 1 {
    scf.yield
  }
  case 1 {
    scf.yield
  }
  default {
  }
  return
}
// expected-error@-11 {{'scf.index_switch' op has duplicate case value: 1}}
// -----
func.func @f(%a: index, %x: i32) {
  %0 = scf.index_switch %a -> i32
  default {
  }
  return
}
// expected-error@-5 {{'scf.index_switch' op expected each region to return 1 values, but default region returns 0}}
// expected-note@-6 {{see yield operation here}}
// -----
func.func @f(%c: i1, %a: i32, %b: f32) {
  %r = scf.if %c -> (i32) {
    scf.yield %b : f32
  } else {
    scf.yield %a : i32
  }
  return
}
// expected-error@-7 {{'scf.if' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'f32' should match successor input type #0 'i32'}}
// expected-note@-7 {{region branch point}}
// -----
func.func @f(%c: i1, %a: i32, %b: f32) {
  %r = scf.if %c -> (i32) {
    scf.yield %a, %a : i32, i32
  } else {
    scf.yield %a : i32
  }
  return
}
// expected-error@-7 {{'scf.if' op along control flow edge from Operation scf.yield to parent: region branch point has 2 operands, but region successor needs 1 inputs}}
// expected-note@-7 {{region branch point}}
// -----
func.func @f(%c: i1, %a: i32, %b: f32) {
  %r = scf.execute_region -> i32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %a : i32
  ^bb2:
    scf.yield %b : f32
  }
  return
}
// expected-error@-9 {{'scf.execute_region' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'f32' should match successor input type #0 'i32'}}
// expected-note@-5 {{region branch point}}
// -----
func.func @f(%c: i1, %a: i32, %b: f32) {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    scf.condition(%c) %b : f32
  } do {
  ^bb0(%y: i32):
    scf.yield %y : i32
  }
  return
}
// expected-error@-8 {{'scf.while' op along control flow edge from Operation scf.condition to parent: successor operand type #0 'f32' should match successor input type #0 'i32'}}
// expected-note@-8 {{region branch point}}
// -----
func.func @f(%c: i1, %a: i32, %b: f32) {
  %r = scf.while (%x = %a) : (i32) -> f32 {
    scf.condition(%c) %b : f32
  } do {
  ^bb0(%y: f32):
    scf.yield %y : f32
  }
  return
}
// expected-error@-8 {{'scf.while' op along control flow edge from Operation scf.yield to Region #0: successor operand type #0 'f32' should match successor input type #0 'i32'}}
// expected-note@-5 {{region branch point}}
// -----
func.func @f(%c: i1, %a: i32, %b: f32) {
  %r = scf.while (%x = %a) : (i32) -> f32 {
    scf.condition(%c) %b : f32
  } do {
  ^bb0(%y: i32):
    scf.yield %a : i32
  }
  return
}
// expected-error@-8 {{'scf.while' op along control flow edge from Operation scf.condition to Region #1: successor operand type #0 'f32' should match successor input type #0 'i32'}}
// expected-note@-8 {{region branch point}}
// -----
func.func @f(%c: i1, %a: i32, %b: f32) {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    scf.yield
  }
  return
}
// expected-error@-8 {{'scf.while' op along control flow edge from Operation scf.yield to Region #0: region branch point has 0 operands, but region successor needs 1 inputs}}
// expected-note@-5 {{region branch point}}
// -----
func.func @f(%c: i1, %a: i32, %b: f32) {
  %r = "scf.while"(%a) ({
  ^bb0(%x: f32):
    scf.condition(%c) %a : i32
  }, {
  ^bb0(%y: i32):
    scf.yield %a : i32
  }) : (i32) -> i32
  return
}
// expected-error@-9 {{'scf.while' op along control flow edge from parent to Region #0: successor operand type #0 'i32' should match successor input type #0 'f32'}}
// expected-note@-10 {{region branch point}}
// -----
func.func @f(%lb: index, %a: i32, %b: f32) {
  %r = scf.for %i = %lb to %lb step %lb iter_args(%x = %a) -> i32 {
    scf.yield %b : f32
  }
  return
}
// expected-error@-5 {{'scf.for' op 0-th region iter_arg and 0-th yielded value have different type: 'i32' != 'f32'}}
// -----
func.func @f(%lb: index, %a: i32, %b: f32) {
  %r = "scf.for"(%lb, %lb, %lb, %a) ({
  ^bb0(%i: index, %x: i32):
    scf.yield %x : i32
  }) : (index, index, index, i32) -> f32
  return
}
// expected-error@-6 {{'scf.for' op 0-th region iter_arg and 0-th loop result have different type: 'i32' != 'f32'}}
// -----
func.func @f(%lb: index, %a: i32, %b: f32) {
  %r = "scf.for"(%lb, %lb, %lb, %a) ({
  ^bb0(%i: index, %x: i32):
    scf.yield %x, %x : i32, i32
  }) : (index, index, index, i32) -> i32
  return
}
// expected-error@-6 {{'scf.for' op different number of region iter_args and yielded values: 1 != 2}}
// -----
func.func @f(%lb: index, %a: i32, %b: f32) {
  "scf.for"(%lb, %lb, %lb, %a) ({
  ^bb0(%i: index, %x: i32):
    scf.yield %x : i32
  }) : (index, index, index, i32) -> ()
  return
}
// expected-error@-6 {{'scf.for' op mismatch in number of loop-carried values and defined values}}
// -----
func.func @f(%lb: index, %a: i32, %b: f32) {
  %r = "scf.for"(%lb, %lb, %lb, %a) ({
  ^bb0(%i: index):
    scf.yield %x : i32
  }) : (index, index, index, i32) -> i32
  return
}
// expected-error@-4 {{use of undeclared SSA value name}}
// -----
func.func @f(%lb: index) {
  "scf.for"(%lb, %lb, %lb) ({
    scf.yield
  }) : (index, index, index) -> ()
  return
}
// expected-error@-5 {{'scf.for' op different number of inits and region iter_args: 0 != 18446744073709551615}}
// -----
func.func @f(%a: i32) {
  "scf.reduce.return"(%a, %a) : (i32, i32) -> ()
  "test.x"() : () -> ()
}
// expected-error@-3 {{'scf.reduce.return' op requires a single operand}}
// -----
func.func @f(%a: i32) {
  scf.condition(%a)
  "test.x"() : () -> ()
}
// expected-error@-3 {{use of value '%a' expects different type than prior uses: 'i1' vs 'i32'}}
// expected-note@-5 {{prior use here}}
// -----
func.func @f(%a: index, %f: f32) {
  %r:2 = scf.parallel (%i) = (%a) to (%a) step (%a) init (%f, %f) -> (f32, f32) {
    "scf.reduce"(%f) ({
    ^bb0(%x: f32, %y: f32):
      scf.reduce.return %x : f32
    }, {
    ^bb0(%x: f32, %y: f32):
      scf.reduce.return %x : f32
    }) : (f32) -> ()
  }
  return
}
// expected-error@-10 {{'scf.reduce' op expects number of reduction regions: 2 to be the same as number of reduction operands: 1}}
// -----
func.func @f(%a: index) {
  "scf.index_switch"(%a) ({
    scf.yield
  }) {cases = array<i32>} : (index) -> ()
  return
}
// expected-error@-5 {{'scf.index_switch' op attribute 'cases' failed to satisfy constraint: i64 dense array attribute}}
// -----
func.func @f(%a: i32) {
  %0 = "arith.addi"(%a, %a) {overflowFlags = 1 : i64} : (i32, i32) -> i32
  return
}
// expected-error@-3 {{'arith.addi' op attribute 'overflowFlags' failed to satisfy constraint: Integer overflow arith flags}}
// -----
func.func @f(%a: index, %b: i32) {
  "scf.index_switch"(%a) <{cases = array<i64: 1>}> ({
  ^bb0(%q: i32):
    "test.x"() : () -> ()
  }, {
    "scf.yield"() : () -> ()
  }) : (index) -> ()
  return
}
// expected-error@-8 {{'scf.index_switch' op expected region to end with scf.yield, but got test.x}}
// -----
func.func @f(%a: index, %b: i32) {
  "scf.for"(%a, %a, %a, %b) ({
  ^bb0(%i: index, %j: i64):
    "test.x"() : () -> ()
  }) : (index, index, index, i32) -> (i32)
  return
}
// expected-error@-6 {{'scf.for' op expects regions to end with 'scf.yield', found 'test.x'}}
// expected-note@-7 {{in custom textual format, the absence of terminator implies 'scf.yield'}}
