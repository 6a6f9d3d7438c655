
llvm.func @f() {
  // expected-error@+2 {{expected ::mlir::NVVM::BarrierReduction to be one of: popc, and, or}}
  // expected-error@+1 {{failed to parse BarrierReductionAttr parameter 'value' which is to be a `::mlir::NVVM::BarrierReduction`}}
  "nvvm.barrier"() <{reductionOp = #nvvm.reduction<foo>}> {operandSegmentSizes = array<i32: 0, 0, 0>} : () -> ()
  llvm.return
}
