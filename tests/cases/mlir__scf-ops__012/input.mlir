
func.func @normalized_forall(%num_threads: index, %out: tensor<100xf32>) -> tensor<100xf32> {
  %result = scf.forall (%thread_idx) in (%num_threads) shared_outs(%o = %out) -> tensor<100xf32> {
      scf.forall.in_parallel {
      }
  }
  return %result : tensor<100xf32>
}
