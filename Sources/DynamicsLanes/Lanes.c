#include "DynamicsLanes.h"

// Every lane must do the Swift solve's IEEE operations one by one: no fused multiply-add.
#pragma clang fp contract(off)

size_t dt_lane_constraint_stride(void) { return sizeof(DTLaneConstraint); }
size_t dt_lane_constraint_offset_of_bodies(void) { return offsetof(DTLaneConstraint, bodyA0); }
size_t dt_lane_constraint_offset_of_bounces(void) { return offsetof(DTLaneConstraint, bounces); }
size_t dt_lane_constraint_offset_of_separation_stamp(void) { return offsetof(DTLaneConstraint, separationStamp); }
size_t dt_lane_point_constants_stride(void) { return sizeof(DTLanePointConstants); }
size_t dt_point_impulses_stride(void) { return sizeof(DTPointImpulses); }
size_t dt_lane_pair_stride(void) { return sizeof(DTLanePair); }
size_t dt_lane_pair_offset_of_flags(void) { return offsetof(DTLanePair, twoPoints); }

#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))

#include <immintrin.h>

#define WIDE __attribute__((target("avx"), always_inline)) static inline

bool dt_lanes_wide_available(void) {
  __builtin_cpu_init();
  return __builtin_cpu_supports("avx");
}

/// Lanes 0 and 1 from the first pair's field, 2 and 3 from the second's.
WIDE __m256d join(const DTLanes *first, const DTLanes *second) {
  return _mm256_insertf128_pd(_mm256_castpd128_pd256(_mm_load_pd(first->lane)), _mm_load_pd(second->lane), 1);
}

WIDE void split(__m256d value, DTLanes *first, DTLanes *second) {
  _mm_store_pd(first->lane, _mm256_castpd256_pd128(value));
  _mm_store_pd(second->lane, _mm256_extractf128_pd(value, 1));
}

/// A body's hot state as it lies at the start of the engine's body record (`DTBodyLayout`).
typedef struct {
  double vx, vy, w, dx, dy, cosine, sine;
} Hot;

WIDE __m128d load2(const double *p) { return _mm_loadu_pd(p); }

/// Four bodies' values at `offset` and `offset + 1` (in doubles) as two vectors, lanes 0…3.
WIDE void gather2(Hot *const b[4], size_t offset, __m256d *first, __m256d *second) {
  __m256d t0 = _mm256_insertf128_pd(_mm256_castpd128_pd256(load2((const double *)b[0] + offset)),
                                    load2((const double *)b[2] + offset), 1);
  __m256d t1 = _mm256_insertf128_pd(_mm256_castpd128_pd256(load2((const double *)b[1] + offset)),
                                    load2((const double *)b[3] + offset), 1);
  *first = _mm256_unpacklo_pd(t0, t1);
  *second = _mm256_unpackhi_pd(t0, t1);
}

/// `laneMax` (`x > y ? x : y`, maxpd) and `laneMin` (`Swift.min`: `y < x ? y : x`, minpd swapped).
WIDE __m256d lmax(__m256d x, __m256d y) { return _mm256_max_pd(x, y); }
WIDE __m256d lmin(__m256d x, __m256d y) { return _mm256_min_pd(y, x); }
WIDE __m256d blend(__m256d mask, __m256d ifTrue, __m256d ifFalse) { return _mm256_blendv_pd(ifFalse, ifTrue, mask); }
#define GT(x, y) _mm256_cmp_pd((x), (y), _CMP_GT_OQ)
#define EQ(x, y) _mm256_cmp_pd((x), (y), _CMP_EQ_OQ)

/// The four contacts' fixed values (`LaneConstraint`).
typedef struct {
  __m256d mA, iA, mB, iB, nx, ny, negativeNx;
} Constants;

/// One manifold point of each of the four contacts (`LanePointConstants`).
typedef struct {
  const DTLanePointConstants *first, *second;
} Point;

/// One point's impulses while a pass solves it (`PointLanes`).
typedef struct {
  DTPointImpulses *first, *second;
  __m256d normal, tangent, maxNormal, approach;
} Impulses;

typedef struct {
  __m256d vAx, vAy, wA, vBx, vBy, wB;
} Velocities;

/// A point's impulses before its solve. The largest impulse and the approach speed only change, and so
/// are only read and written back, when the contacts bounce (the Swift solve writes them back unchanged
/// otherwise: the same bits).
WIDE Impulses load_impulses(DTPointImpulses *first, DTPointImpulses *second, bool bounces) {
  Impulses p;
  p.first = first;
  p.second = second;
  p.normal = join(&first->normal, &second->normal);
  p.tangent = _mm256_setzero_pd();
  p.maxNormal = bounces ? join(&first->maxNormal, &second->maxNormal) : _mm256_setzero_pd();
  p.approach = bounces ? join(&first->approach, &second->approach) : _mm256_setzero_pd();
  return p;
}

WIDE void store_impulses(const Impulses *p, bool bounces) {
  split(p->normal, &p->first->normal, &p->second->normal);
  split(p->tangent, &p->first->tangent, &p->second->tangent);
  if (bounces) {
    split(p->maxNormal, &p->first->maxNormal, &p->second->maxNormal);
    split(p->approach, &p->first->approach, &p->second->approach);
  }
}

/// The bodies of lane 0…3: A and B of the first pair's two contacts, then of the second pair's.
WIDE void bodies_of(const DTLaneConstraint *k, char *base, Hot *A[4], Hot *B[4]) {
  A[0] = (Hot *)(base + k[0].bodyA0);
  B[0] = (Hot *)(base + k[0].bodyB0);
  A[1] = (Hot *)(base + k[0].bodyA1);
  B[1] = (Hot *)(base + k[0].bodyB1);
  A[2] = (Hot *)(base + k[1].bodyA0);
  B[2] = (Hot *)(base + k[1].bodyB0);
  A[3] = (Hot *)(base + k[1].bodyA1);
  B[3] = (Hot *)(base + k[1].bodyB1);
}

WIDE Velocities load_velocities(Hot *const A[4], Hot *const B[4]) {
  Velocities v;
  __m256d unused;
  gather2(A, 0, &v.vAx, &v.vAy);
  gather2(A, 2, &v.wA, &unused);
  gather2(B, 0, &v.vBx, &v.vBy);
  gather2(B, 2, &v.wB, &unused);
  return v;
}

/// `World.store` per lane: a body is written unless it is static (zero inverse mass and inertia).
WIDE void store_body(Hot *body, __m128d velocity, double w) {
  _mm_storeu_pd(&body->vx, velocity);
  body->w = w;
}

WIDE void store_side(__m256d vx, __m256d vy, __m256d w, __m256d inverseMass, __m256d inverseInertia,
                     Hot *const bodies[4]) {
  __m256d zero = _mm256_setzero_pd();
  int moves = _mm256_movemask_pd(_mm256_or_pd(GT(inverseMass, zero), GT(inverseInertia, zero)));
  __m256d even = _mm256_unpacklo_pd(vx, vy), odd = _mm256_unpackhi_pd(vx, vy);  // (x0 y0 | x2 y2), (x1 y1 | x3 y3)
  __m128d wLow = _mm256_castpd256_pd128(w), wHigh = _mm256_extractf128_pd(w, 1);
  if (moves & 1) store_body(bodies[0], _mm256_castpd256_pd128(even), _mm_cvtsd_f64(wLow));
  if (moves & 2) store_body(bodies[1], _mm256_castpd256_pd128(odd), _mm_cvtsd_f64(_mm_unpackhi_pd(wLow, wLow)));
  if (moves & 4) store_body(bodies[2], _mm256_extractf128_pd(even, 1), _mm_cvtsd_f64(wHigh));
  if (moves & 8) store_body(bodies[3], _mm256_extractf128_pd(odd, 1), _mm_cvtsd_f64(_mm_unpackhi_pd(wHigh, wHigh)));
}

WIDE void store_velocities(const Velocities *v, const Constants *c, Hot *const A[4], Hot *const B[4]) {
  store_side(v->vAx, v->vAy, v->wA, c->mA, c->iA, A);
  store_side(v->vBx, v->vBy, v->wB, c->mB, c->iB, B);
}

WIDE Constants load_constants(const DTLaneConstraint *k) {
  Constants c;
  c.mA = join(&k[0].mA, &k[1].mA);
  c.iA = join(&k[0].iA, &k[1].iA);
  c.mB = join(&k[0].mB, &k[1].mB);
  c.iB = join(&k[0].iB, &k[1].iB);
  c.nx = join(&k[0].nx, &k[1].nx);
  c.ny = join(&k[0].ny, &k[1].ny);
  c.negativeNx = join(&k[0].negativeNx, &k[1].negativeNx);
  return c;
}

/// `ContactLanes.apply`: the impulse along (x, y) with lever arms `armA`, `armB`: −A, +B.
WIDE void apply(Velocities *v, const Constants *c, __m256d impulse, __m256d x, __m256d y, __m256d armA,
                __m256d armB) {
  __m256d Px = _mm256_mul_pd(impulse, x), Py = _mm256_mul_pd(impulse, y);
  v->vAx = _mm256_sub_pd(v->vAx, _mm256_mul_pd(c->mA, Px));
  v->vAy = _mm256_sub_pd(v->vAy, _mm256_mul_pd(c->mA, Py));
  v->wA = _mm256_sub_pd(v->wA, _mm256_mul_pd(_mm256_mul_pd(c->iA, impulse), armA));
  v->vBx = _mm256_add_pd(v->vBx, _mm256_mul_pd(c->mB, Px));
  v->vBy = _mm256_add_pd(v->vBy, _mm256_mul_pd(c->mB, Py));
  v->wB = _mm256_add_pd(v->wB, _mm256_mul_pd(_mm256_mul_pd(c->iB, impulse), armB));
}

/// `ContactLanes.normalSpeed`.
WIDE __m256d normal_speed(const Velocities *v, const Constants *c, Point q) {
  __m256d along = _mm256_add_pd(_mm256_mul_pd(_mm256_sub_pd(v->vBx, v->vAx), c->nx),
                                _mm256_mul_pd(_mm256_sub_pd(v->vBy, v->vAy), c->ny));
  along = _mm256_add_pd(along, _mm256_mul_pd(v->wB, join(&q.first->normalArmB, &q.second->normalArmB)));
  return _mm256_sub_pd(along, _mm256_mul_pd(v->wA, join(&q.first->normalArmA, &q.second->normalArmA)));
}

/// The motion since the step began (`ContactLanes` init): B's displacement minus A's, and the rotations.
typedef struct {
  __m256d dpx, dpy, cosA, sinA, cosB, sinB;
} Motion;

WIDE Motion load_motion(Hot *const A[4], Hot *const B[4]) {
  Motion m;
  __m256d dxA, dyA, dxB, dyB;
  gather2(A, 3, &dxA, &dyA);
  gather2(B, 3, &dxB, &dyB);
  m.dpx = _mm256_sub_pd(dxB, dxA);
  m.dpy = _mm256_sub_pd(dyB, dyA);
  gather2(A, 5, &m.cosA, &m.sinA);
  gather2(B, 5, &m.cosB, &m.sinB);
  return m;
}

/// `ContactLanes.separation`.
WIDE __m256d separation(const Motion *m, const Constants *c, Point q) {
  __m256d aBx = join(&q.first->anchorBx, &q.second->anchorBx), aBy = join(&q.first->anchorBy, &q.second->anchorBy);
  __m256d aAx = join(&q.first->anchorAx, &q.second->anchorAx), aAy = join(&q.first->anchorAy, &q.second->anchorAy);
  __m256d rBx = _mm256_sub_pd(_mm256_mul_pd(m->cosB, aBx), _mm256_mul_pd(m->sinB, aBy));
  __m256d rBy = _mm256_add_pd(_mm256_mul_pd(m->sinB, aBx), _mm256_mul_pd(m->cosB, aBy));
  __m256d rAx = _mm256_sub_pd(_mm256_mul_pd(m->cosA, aAx), _mm256_mul_pd(m->sinA, aAy));
  __m256d rAy = _mm256_add_pd(_mm256_mul_pd(m->sinA, aAx), _mm256_mul_pd(m->cosA, aAy));
  __m256d dx = _mm256_sub_pd(_mm256_add_pd(m->dpx, rBx), rAx);
  __m256d dy = _mm256_sub_pd(_mm256_add_pd(m->dpy, rBy), rAy);
  __m256d s = _mm256_add_pd(_mm256_mul_pd(dx, c->nx), _mm256_mul_pd(dy, c->ny));
  return _mm256_add_pd(s, join(&q.first->adjustedSeparation, &q.second->adjustedSeparation));
}

/// The soft terms of the push pass (`LaneConstraint.biasRate`, `massScale`, `impulseScale`).
typedef struct {
  __m256d biasRate, massScale, impulseScale;
} Softness;

/// `ContactLanes.solveNormal`.
WIDE void solve_normal(Velocities *v, const Constants *c, const Softness *soft, Impulses *p, Point q, __m256d s,
                       __m256d vn, __m256d inverseH, __m256d negativeMaxPush, bool useBias, bool bounces) {
  __m256d zero = _mm256_setzero_pd();
  __m256d speculative = GT(s, zero);
  __m256d negativeNormalMass = join(&q.first->negativeNormalMass, &q.second->negativeNormalMass);
  __m256d impulse;
  if (useBias) {
    __m256d bias = lmax(_mm256_mul_pd(soft->biasRate, s), negativeMaxPush);
    bias = blend(speculative, _mm256_mul_pd(s, inverseH), bias);
    __m256d massScale = blend(speculative, _mm256_set1_pd(1.0), soft->massScale);
    __m256d impulseScale = blend(speculative, zero, soft->impulseScale);
    impulse = _mm256_sub_pd(_mm256_mul_pd(_mm256_mul_pd(negativeNormalMass, massScale), _mm256_add_pd(vn, bias)),
                            _mm256_mul_pd(impulseScale, p->normal));
  } else {
    __m256d bias = blend(speculative, _mm256_mul_pd(s, inverseH), zero);
    impulse = _mm256_mul_pd(negativeNormalMass, _mm256_add_pd(vn, bias));
  }
  __m256d newImpulse = lmax(_mm256_add_pd(p->normal, impulse), zero);
  impulse = _mm256_sub_pd(newImpulse, p->normal);
  p->normal = newImpulse;
  if (bounces) {
    __m256d firstPush = _mm256_and_pd(GT(impulse, zero), EQ(p->maxNormal, zero));
    p->approach = blend(firstPush, lmax(p->approach, vn), p->approach);
    p->maxNormal = lmax(p->maxNormal, impulse);
  }
  apply(v, c, impulse, c->nx, c->ny, join(&q.first->normalArmA, &q.second->normalArmA),
        join(&q.first->normalArmB, &q.second->normalArmB));
}

/// `ContactLanes.solveTangent`, with the tangent (n.y, −n.x).
WIDE void solve_tangent(Velocities *v, const Constants *c, __m256d friction, Impulses *p, Point q) {
  p->tangent = join(&p->first->tangent, &p->second->tangent);
  __m256d tx = c->ny, ty = c->negativeNx;
  __m256d armA = join(&q.first->tangentArmA, &q.second->tangentArmA);
  __m256d armB = join(&q.first->tangentArmB, &q.second->tangentArmB);
  __m256d vt = _mm256_add_pd(_mm256_mul_pd(_mm256_sub_pd(v->vBx, v->vAx), tx),
                             _mm256_mul_pd(_mm256_sub_pd(v->vBy, v->vAy), ty));
  vt = _mm256_sub_pd(_mm256_add_pd(vt, _mm256_mul_pd(v->wB, armB)), _mm256_mul_pd(v->wA, armA));
  __m256d impulse = _mm256_mul_pd(join(&q.first->negativeTangentMass, &q.second->negativeTangentMass), vt);
  __m256d maxFriction = _mm256_mul_pd(friction, p->normal);
  __m256d negativeMaxFriction = _mm256_mul_pd(maxFriction, _mm256_set1_pd(-1.0));
  __m256d newImpulse = lmin(lmax(_mm256_add_pd(p->tangent, impulse), negativeMaxFriction), maxFriction);
  impulse = _mm256_sub_pd(newImpulse, p->tangent);
  p->tangent = newImpulse;
  apply(v, c, impulse, tx, ty, armA, armB);
}

WIDE bool solve_quad(DTLaneConstraint *k, const DTLanePointConstants *points, DTPointImpulses *impulses,
                     void *bodies, const DTBodyLayout *layout, double inverseHValue, double maxPush, bool useBias,
                     bool twoPoints, int64_t poseStamp) {
  Hot *A[4], *B[4];
  bodies_of(k, (char *)bodies, A, B);
  (void)layout;
  Constants c = load_constants(k);
  Point point0 = {points, points + 2}, point1 = {points + 1, points + 3};
  // Separations depend on positions only: measured first, so that the motion is not kept in registers
  // through the velocity work. A sub-step's push pass finds the bodies where the last relax pass left
  // them (only `integratePositions` comes between, and it runs before the relax pass), so the relax pass
  // keeps what it measured for the push pass that follows, unless something has moved a body since
  // (the stamp then differs).
  __m256d separation0, separation1 = _mm256_setzero_pd();
  if (useBias && k[0].separationStamp == poseStamp) {
    separation0 = join(&impulses[0].separation, &impulses[2].separation);
    if (twoPoints) separation1 = join(&impulses[1].separation, &impulses[3].separation);
  } else {
    Motion m = load_motion(A, B);
    separation0 = separation(&m, &c, point0);
    if (twoPoints) separation1 = separation(&m, &c, point1);
    if (!useBias) {
      split(separation0, &impulses[0].separation, &impulses[2].separation);
      if (twoPoints) split(separation1, &impulses[1].separation, &impulses[3].separation);
      k[0].separationStamp = poseStamp;
      k[1].separationStamp = poseStamp;
    }
  }
  Velocities v = load_velocities(A, B);
  Softness soft = {join(&k[0].biasRate, &k[1].biasRate), join(&k[0].massScale, &k[1].massScale),
                   join(&k[0].impulseScale, &k[1].impulseScale)};
  __m256d friction = join(&k[0].friction, &k[1].friction);
  __m256d inverseH = _mm256_set1_pd(inverseHValue), negativeMaxPush = _mm256_set1_pd(-maxPush);
  bool bounces = k[0].bounces;
  if (!twoPoints) {
    Impulses p = load_impulses(impulses, impulses + 2, bounces);
    solve_normal(&v, &c, &soft, &p, point0, separation0, normal_speed(&v, &c, point0), inverseH, negativeMaxPush, useBias,
                 bounces);
    solve_tangent(&v, &c, friction, &p, point0);
    store_impulses(&p, bounces);
  } else {
    __m256d speed0 = normal_speed(&v, &c, point0), speed1 = normal_speed(&v, &c, point1);
    // |v| > threshold, as the Swift solve's v > threshold or v < −threshold (the same for every value,
    // NaN and ±∞ included: negation is exact).
    __m256d blockSpeed = join(&k[0].blockSpeed, &k[1].blockSpeed);
    __m256d magnitude = _mm256_castsi256_pd(_mm256_set1_epi64x(0x7fffffffffffffff));
    __m256d fast = _mm256_or_pd(GT(_mm256_and_pd(speed0, magnitude), blockSpeed),
                                GT(_mm256_and_pd(speed1, magnitude), blockSpeed));
    if (_mm256_movemask_pd(fast) != 0) return false;
    Impulses p0, p1;
    if (useBias) {
      p0 = load_impulses(impulses, impulses + 2, bounces);
      solve_normal(&v, &c, &soft, &p0, point0, separation0, speed0, inverseH, negativeMaxPush, true, bounces);
      p1 = load_impulses(impulses + 1, impulses + 3, bounces);
      solve_normal(&v, &c, &soft, &p1, point1, separation1, normal_speed(&v, &c, point1), inverseH,
                   negativeMaxPush, true, bounces);
    } else {
      p1 = load_impulses(impulses + 1, impulses + 3, bounces);
      solve_normal(&v, &c, &soft, &p1, point1, separation1, speed1, inverseH, negativeMaxPush, false, bounces);
      p0 = load_impulses(impulses, impulses + 2, bounces);
      solve_normal(&v, &c, &soft, &p0, point0, separation0, normal_speed(&v, &c, point0), inverseH,
                   negativeMaxPush, false, bounces);
    }
    solve_tangent(&v, &c, friction, &p0, point0);
    solve_tangent(&v, &c, friction, &p1, point1);
    store_impulses(&p0, bounces);
    store_impulses(&p1, bounces);
  }
  store_velocities(&v, &c, A, B);
  return true;
}

// One copy of the solve per kind of pass and of pair, each with its flags constant.
__attribute__((target("avx"))) bool dt_lanes_solve_quad(
    DTLaneConstraint *k, const DTLanePointConstants *points, DTPointImpulses *impulses, void *bodies,
    const DTBodyLayout *layout, double inverseH, double maxPush, bool useBias, bool twoPoints, int64_t poseStamp) {
  if (useBias) {
    return twoPoints ? solve_quad(k, points, impulses, bodies, layout, inverseH, maxPush, true, true, poseStamp)
                     : solve_quad(k, points, impulses, bodies, layout, inverseH, maxPush, true, false, poseStamp);
  }
  return twoPoints ? solve_quad(k, points, impulses, bodies, layout, inverseH, maxPush, false, true, poseStamp)
                   : solve_quad(k, points, impulses, bodies, layout, inverseH, maxPush, false, false, poseStamp);
}

/// `dt_lanes_solve_quads` for one kind of pass (`useBias` constant in each copy).
WIDE intptr_t solve_quads(const DTLanePair *schedule, intptr_t count, DTLaneConstraint *k,
                          const DTLanePointConstants *points, DTPointImpulses *impulses, void *bodies,
                          const DTBodyLayout *layout, double inverseH, double maxPush, bool useBias,
                          int64_t poseStamp) {
  intptr_t done = 0;
  // A quad's first entry has a next one (`markQuads`), so `2 × done < count` is enough.
  while (2 * done < count && schedule[2 * done].startsQuad) {
    bool solved = schedule[2 * done].twoPoints
                      ? solve_quad(k, points, impulses, bodies, layout, inverseH, maxPush, useBias, true, poseStamp)
                      : solve_quad(k, points, impulses, bodies, layout, inverseH, maxPush, useBias, false, poseStamp);
    if (!solved) break;
    done += 1;
    k += 2;
    points += 4;
    impulses += 4;
  }
  return done;
}

__attribute__((target("avx"))) intptr_t dt_lanes_solve_quads(
    const DTLanePair *schedule, intptr_t count, DTLaneConstraint *k, const DTLanePointConstants *points,
    DTPointImpulses *impulses, void *bodies, const DTBodyLayout *layout, double inverseH, double maxPush,
    bool useBias, int64_t poseStamp) {
  return useBias ? solve_quads(schedule, count, k, points, impulses, bodies, layout, inverseH, maxPush, true, poseStamp)
                 : solve_quads(schedule, count, k, points, impulses, bodies, layout, inverseH, maxPush, false, poseStamp);
}

/// `ContactLanes.warmStart`'s one point.
WIDE void warm_start_point(Velocities *v, const Constants *c, Point q, const DTPointImpulses *first,
                           const DTPointImpulses *second) {
  __m256d n = join(&first->normal, &second->normal), t = join(&first->tangent, &second->tangent);
  __m256d x = _mm256_add_pd(_mm256_mul_pd(n, c->nx), _mm256_mul_pd(t, c->ny));
  __m256d y = _mm256_add_pd(_mm256_mul_pd(n, c->ny), _mm256_mul_pd(t, c->negativeNx));
  __m256d armA = _mm256_add_pd(_mm256_mul_pd(n, join(&q.first->normalArmA, &q.second->normalArmA)),
                               _mm256_mul_pd(t, join(&q.first->tangentArmA, &q.second->tangentArmA)));
  v->wA = _mm256_sub_pd(v->wA, _mm256_mul_pd(c->iA, armA));
  v->vAx = _mm256_sub_pd(v->vAx, _mm256_mul_pd(c->mA, x));
  v->vAy = _mm256_sub_pd(v->vAy, _mm256_mul_pd(c->mA, y));
  __m256d armB = _mm256_add_pd(_mm256_mul_pd(n, join(&q.first->normalArmB, &q.second->normalArmB)),
                               _mm256_mul_pd(t, join(&q.first->tangentArmB, &q.second->tangentArmB)));
  v->wB = _mm256_add_pd(v->wB, _mm256_mul_pd(c->iB, armB));
  v->vBx = _mm256_add_pd(v->vBx, _mm256_mul_pd(c->mB, x));
  v->vBy = _mm256_add_pd(v->vBy, _mm256_mul_pd(c->mB, y));
}

WIDE void warm_start_quad(const DTLaneConstraint *k, const DTLanePointConstants *points,
                          const DTPointImpulses *impulses, void *bodies, const DTBodyLayout *layout, bool twoPoints) {
  Hot *A[4], *B[4];
  bodies_of(k, (char *)bodies, A, B);
  (void)layout;
  Constants c = load_constants(k);
  Velocities v = load_velocities(A, B);
  Point point0 = {points, points + 2};
  warm_start_point(&v, &c, point0, impulses, impulses + 2);
  if (twoPoints) {
    Point point1 = {points + 1, points + 3};
    warm_start_point(&v, &c, point1, impulses + 1, impulses + 3);
  }
  store_velocities(&v, &c, A, B);
}

__attribute__((target("avx"))) intptr_t dt_lanes_warm_start_quads(
    const DTLanePair *schedule, intptr_t count, const DTLaneConstraint *k, const DTLanePointConstants *points,
    const DTPointImpulses *impulses, void *bodies, const DTBodyLayout *layout) {
  intptr_t done = 0;
  while (2 * done < count && schedule[2 * done].startsQuad) {
    if (schedule[2 * done].twoPoints) {
      warm_start_quad(k, points, impulses, bodies, layout, true);
    } else {
      warm_start_quad(k, points, impulses, bodies, layout, false);
    }
    done += 1;
    k += 2;
    points += 4;
    impulses += 4;
  }
  return done;
}

#else

// Elsewhere (arm64, or a compiler without x86 intrinsics) the engine keeps to its two-lane Swift solve.
bool dt_lanes_wide_available(void) { return false; }

bool dt_lanes_solve_quad(DTLaneConstraint *k, const DTLanePointConstants *points, DTPointImpulses *impulses,
                         void *bodies, const DTBodyLayout *layout, double inverseH, double maxPush, bool useBias,
                         bool twoPoints, int64_t poseStamp) {
  (void)k, (void)points, (void)impulses, (void)bodies, (void)layout, (void)inverseH, (void)maxPush, (void)useBias,
      (void)twoPoints, (void)poseStamp;
  return false;
}

intptr_t dt_lanes_warm_start_quads(const DTLanePair *schedule, intptr_t count, const DTLaneConstraint *k,
                                   const DTLanePointConstants *points, const DTPointImpulses *impulses,
                                   void *bodies, const DTBodyLayout *layout) {
  (void)schedule, (void)count, (void)k, (void)points, (void)impulses, (void)bodies, (void)layout;
  return 0;
}

intptr_t dt_lanes_solve_quads(const DTLanePair *schedule, intptr_t count, DTLaneConstraint *k,
                              const DTLanePointConstants *points, DTPointImpulses *impulses, void *bodies,
                              const DTBodyLayout *layout, double inverseH, double maxPush, bool useBias,
                              int64_t poseStamp) {
  (void)schedule, (void)count, (void)k, (void)points, (void)impulses, (void)bodies, (void)layout, (void)inverseH,
      (void)maxPush, (void)useBias, (void)poseStamp;
  return 0;
}

#endif
