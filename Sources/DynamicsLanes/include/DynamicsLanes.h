// The level solve's pairs of contacts, two pairs at a time in AVX's four double lanes.
//
// The engine (Swift) solves contacts of one dependency level two at a time in SSE2's two double lanes
// (Sources/Dynamics/Solver/ContactLanes.swift). Swift cannot compile one function for AVX while the rest
// of the package stays baseline x86-64, so the four-lane version lives here, in C, with AVX enabled per
// function and chosen at run time (`dt_lanes_wide_available`). Every lane does exactly the IEEE
// operations of the Swift solve in the same order (no fused multiply-add: contraction is off), so the
// results are the same to the bit on any machine, with or without AVX.
//
// The structs below mirror the Swift structs `LaneConstraint`, `LanePointConstants` and
// `PointImpulses` field for field; `LaneLayoutTests` checks the Swift layouts against these sizes and
// offsets, and the engine uses this code only when they agree.
#ifndef DYNAMICS_LANES_H
#define DYNAMICS_LANES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/// Two doubles, one per contact of a pair (Swift's `SIMD2<Double>`).
typedef struct {
  _Alignas(16) double lane[2];
} DTLanes;

/// Mirror of `LaneConstraint`: a pair's values fixed for the step.
typedef struct {
  DTLanes mA, iA, mB, iB;
  DTLanes nx, ny, negativeNx;
  DTLanes biasRate, massScale, impulseScale, friction;
  DTLanes blockSpeed, negativeBlockSpeed;
  intptr_t bodyA0, bodyB0, bodyA1, bodyB1;  // byte offsets of the body records
  bool bounces;
  int64_t separationStamp;
} DTLaneConstraint;

/// Mirror of `LanePointConstants`: one manifold point of each contact of a pair.
typedef struct {
  DTLanes anchorAx, anchorAy, anchorBx, anchorBy;
  DTLanes adjustedSeparation;
  DTLanes negativeNormalMass, negativeTangentMass;
  DTLanes normalArmA, normalArmB, tangentArmA, tangentArmB;
} DTLanePointConstants;

/// Mirror of `PointImpulses`.
typedef struct {
  DTLanes normal, tangent, maxNormal, approach, separation;
} DTPointImpulses;

/// Mirror of `LanePair`: one entry of the level solve's schedule.
typedef struct {
  int32_t first, second;
  bool twoPoints, startsQuad;
} DTLanePair;

/// The engine's body records: each starts with its hot state as seven doubles — velocity x and y
/// (pt/s), angular velocity (rad/s), displacement x and y since the step began (pt), and the rotation since
/// then as cosine and sine — and the records lie `stride` bytes apart.
typedef struct {
  intptr_t stride;
} DTBodyLayout;

/// Whether this machine runs the four-lane code (x86-64 with AVX, enabled by the operating system).
bool dt_lanes_wide_available(void);

/// Solves two consecutive pairs (`constraint[0]` and `[1]`, their points at `points[0…1]` and `[2…3]`,
/// impulses likewise) whose four contacts share no moving body, as `ContactLanes.solve` would solve the
/// first pair and then the second (`maxPush`: `Tuning.contactPushMaxVelocity`). Returns false, having changed
/// no impulse or velocity, when either pair would leave the lanes (a point faster than the block-solver
/// threshold); the caller then solves them as pairs. `poseStamp` names the bodies' current positions
/// (`StepContext.poseGeneration`, which changes whenever they may have moved): the relax pass (`!useBias`)
/// keeps the separations it measures in the impulses' `separation` and stamps both constraints with it, and a
/// push pass at the same positions (or the touch test after the step) reads them there rather than
/// measuring them again (the same bits).
bool dt_lanes_solve_quad(DTLaneConstraint *constraint, const DTLanePointConstants *points,
                         DTPointImpulses *impulses, void *bodies, const DTBodyLayout *layout,
                         double inverseH, double maxPush, bool useBias, bool twoPoints, int64_t poseStamp);

/// `dt_lanes_solve_quad` on the quads that start at `schedule[0]`, `[2]`, `[4]`, …, one after the other, for as
/// long as each entry there starts a quad (`startsQuad`) and its solve stays in the lanes; `count` entries
/// follow `schedule`, and the quads' constraints, points and impulses follow `constraint`, `points` and
/// `impulses` (two, four and four each). Returns how many quads it solved: the caller goes on from the
/// entry after them, which starts no quad or left the lanes having changed nothing. (The loop is here
/// rather than in the caller so that a quad costs no call of its own.)
intptr_t dt_lanes_solve_quads(const DTLanePair *schedule, intptr_t count, DTLaneConstraint *constraint,
                              const DTLanePointConstants *points, DTPointImpulses *impulses, void *bodies,
                              const DTBodyLayout *layout, double inverseH, double maxPush, bool useBias,
                              int64_t poseStamp);

/// The warm start of the quads that start at `schedule[0]`, `[2]`, …, each as `ContactLanes.warmStart` on its two
/// pairs in turn, for as long as entries there start quads (of `count` entries); returns how many.
intptr_t dt_lanes_warm_start_quads(const DTLanePair *schedule, intptr_t count, const DTLaneConstraint *constraint,
                                   const DTLanePointConstants *points, const DTPointImpulses *impulses,
                                   void *bodies, const DTBodyLayout *layout);

/// Sizes and field offsets of the mirrors, for the layout check.
size_t dt_lane_constraint_stride(void);
size_t dt_lane_constraint_offset_of_bodies(void);
size_t dt_lane_constraint_offset_of_bounces(void);
size_t dt_lane_constraint_offset_of_separation_stamp(void);
size_t dt_lane_point_constants_stride(void);
size_t dt_point_impulses_stride(void);
size_t dt_lane_pair_stride(void);
size_t dt_lane_pair_offset_of_flags(void);

#endif
